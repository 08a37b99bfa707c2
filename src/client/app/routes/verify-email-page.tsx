import { useSearch } from "wouter";
import { SIGN_UP_TEXT } from "@/client/features/auth/auth-messages";
import { AuthPageFrame } from "@/client/features/auth/components/auth-page-frame";
import { VerifyEmailPanel } from "@/client/features/auth/components/verify-email-panel";
import { SIGN_UP_PAGE_TITLES } from "@/domain/page-meta";

/** Where the sign-up email's link leads: /verify-email?token=… */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <AuthPageFrame
      title={SIGN_UP_TEXT.verifyTitle}
      subtitle={SIGN_UP_TEXT.verifySubtitle}
      backLabel="Back to sign in"
      backHref="/login"
      documentTitle={SIGN_UP_PAGE_TITLES["/verify-email"]}
    >
      <VerifyEmailPanel token={token} />
    </AuthPageFrame>
  );
}
