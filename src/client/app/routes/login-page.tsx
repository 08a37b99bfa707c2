import { FlaskConical } from "lucide-react";
import { Link, Redirect, useSearch } from "wouter";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { useCurrentUser } from "@/client/features/auth/api/get-current-user";
import { REQUEST_INFORMATION_MAIL, SIGN_UP_TEXT } from "@/client/features/auth/auth-messages";
import { AuthPageFrame } from "@/client/features/auth/components/auth-page-frame";
import { LoginForm } from "@/client/features/auth/components/login-form";
import { isSignedInPerson } from "@/client/lib/permissions";

export type LoginPageProps = {
  /** Shown in place of a protected page: signing in reveals that page instead of moving on. */
  stayOnPage?: boolean;
};

/** The owner login screen. */
export function LoginPage({ stayOnPage = false }: LoginPageProps) {
  const isDemoMode = new URLSearchParams(useSearch()).get("mode") === "demo";
  const { data: user } = useCurrentUser();
  // A demo visitor follows the demo banner's 'Sign in' here to reach a real account; a
  // restaurant's owner, manager or member of staff, already signed in, goes to the orders,
  // as does a paired kitchen device (Logout unpairs it first).
  if (!stayOnPage && (isSignedInPerson(user) || user?.device)) return <Redirect to="/dashboard" />;

  return (
    <AuthPageFrame
      title="Restaurant Owner Portal"
      subtitle="Sign in to manage your restaurant's orders"
      badge={
        isDemoMode && (
          <Badge variant="brand">
            <FlaskConical aria-hidden />
            Demo Mode
          </Badge>
        )
      }
    >
      <LoginForm isDemoMode={isDemoMode} redirectTo={stayOnPage ? undefined : "/dashboard"} />
      <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href="/login?mode=demo">Try Demo</Link>
      </Button>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {SIGN_UP_TEXT.startTrialPrompt}{" "}
        <Link href="/signup" className="font-medium text-foreground underline underline-offset-4">
          {SIGN_UP_TEXT.startTrialLink}
        </Link>
      </p>
      <p className="mt-3 text-center text-sm text-muted-foreground">
        Don't have an account? Contact your administrator to get set up.{" "}
        <a
          href={REQUEST_INFORMATION_MAIL}
          className="font-medium text-foreground underline underline-offset-4"
        >
          Request Information
        </a>
      </p>
    </AuthPageFrame>
  );
}
