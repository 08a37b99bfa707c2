import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { VERIFY_LINK_INVALID, verifyEmailInputSchema } from "@/domain/api/auth";
import { useVerifyEmail } from "../api/verify-email";
import { AUTH_TOASTS, SIGN_UP_TEXT } from "../auth-messages";

export type VerifyEmailPanelProps = { token: string | null };

/**
 * Opened from the emailed link: confirms the address at once, which signs the owner in,
 * then goes to the dashboard. A used or expired link says so and points to sign-in, where
 * an owner still unconfirmed can have a new link sent.
 */
export function VerifyEmailPanel({ token }: VerifyEmailPanelProps) {
  const [, navigate] = useLocation();
  const verify = useVerifyEmail();
  const isTokenWellFormed = verifyEmailInputSchema.safeParse({ token }).success;
  // Once per page, even when React runs effects twice: a second try would find the link used.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!token || !isTokenWellFormed || hasStarted.current) return;
    hasStarted.current = true;
    verify.mutate(
      { token },
      {
        onSuccess: () => {
          toast({ variant: "success", ...AUTH_TOASTS.emailConfirmed });
          navigate("/dashboard", { replace: true });
        },
      },
    );
  }, [token, isTokenWellFormed, verify, navigate]);

  if (!isTokenWellFormed || verify.isError) {
    const message = verify.isError
      ? errorMessage(verify.error, VERIFY_LINK_INVALID)
      : VERIFY_LINK_INVALID;
    return (
      <div role="alert" className="grid justify-items-center gap-4 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden />
        <p className="font-medium">{message}</p>
        <Button asChild size="lg">
          <Link href="/login">{SIGN_UP_TEXT.signIn}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid justify-items-center py-6">
      <Spinner label={SIGN_UP_TEXT.verifying} className="size-8" />
      <p className="mt-3 text-muted-foreground" aria-hidden>
        {SIGN_UP_TEXT.verifying}
      </p>
    </div>
  );
}
