import { AuthPageFrame } from "@/client/features/auth/components/auth-page-frame";
import { ForgotPasswordForm } from "@/client/features/auth/components/forgot-password-form";

export function ForgotPasswordPage() {
  return (
    <AuthPageFrame
      title="Forgot your password?"
      subtitle="Enter your account's email and we will send you a link to choose a new one."
      backLabel="Back to sign in"
      backHref="/login"
    >
      <ForgotPasswordForm />
    </AuthPageFrame>
  );
}
