import { AdminLoginForm } from "@/client/features/admin/components/admin-login-form";
import { AuthPageFrame } from "@/client/features/auth/components/auth-page-frame";

/** The admin login, at /admin and /admin/login. */
export function AdminLoginPage() {
  return (
    <AuthPageFrame
      title="Admin Login"
      subtitle="Sign in to run OrderDock"
      backLabel="Return to main site"
      backHref="/"
    >
      <AdminLoginForm />
    </AuthPageFrame>
  );
}
