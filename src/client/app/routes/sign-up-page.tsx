import { Redirect } from "wouter";
import { useCurrentUser } from "@/client/features/auth/api/get-current-user";
import { SIGN_UP_TEXT } from "@/client/features/auth/auth-messages";
import { AuthPageFrame } from "@/client/features/auth/components/auth-page-frame";
import { SignUpForm } from "@/client/features/auth/components/sign-up-form";
import { isSignedInPerson } from "@/client/lib/permissions";
import { SIGN_UP_PAGE_TITLES } from "@/domain/page-meta";

/** A restaurant starts its free trial on its own (the landing's 'Start Your Free Trial'). */
export function SignUpPage() {
  const { data: user } = useCurrentUser();
  // One of a restaurant's people, already signed in, has a restaurant: take them to it.
  if (isSignedInPerson(user)) return <Redirect to="/dashboard" />;
  return (
    <AuthPageFrame
      title={SIGN_UP_TEXT.title}
      subtitle={SIGN_UP_TEXT.subtitle}
      documentTitle={SIGN_UP_PAGE_TITLES["/signup"]}
    >
      <SignUpForm />
    </AuthPageFrame>
  );
}
