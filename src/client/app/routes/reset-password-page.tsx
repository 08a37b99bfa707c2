import { useSearch } from "wouter";
import { AuthPageFrame } from "@/client/features/auth/components/auth-page-frame";
import { ResetPasswordForm } from "@/client/features/auth/components/reset-password-form";

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <AuthPageFrame
      title="Choose a new password"
      subtitle="At least 6 characters. You will be signed out everywhere else."
      backLabel="Back to sign in"
      backHref="/login"
    >
      <ResetPasswordForm token={token} />
    </AuthPageFrame>
  );
}
