import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/api-client";
import { useResendVerification } from "../api/resend-verification";
import { SIGN_UP_TEXT } from "../auth-messages";

export type ResendLinkButtonProps = { email: string };

/** Asks for a new confirmation link for the address, and says what came of it. */
export function ResendLinkButton({ email }: ResendLinkButtonProps) {
  const resend = useResendVerification();
  return (
    <div className="grid justify-items-center gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {resend.isPending ? SIGN_UP_TEXT.resending : SIGN_UP_TEXT.resend}
      </Button>
      <p aria-live="polite" className="text-center text-sm">
        {resend.isSuccess && <span className="text-muted-foreground">{resend.data.message}</span>}
        {resend.isError && (
          <span className="font-medium text-destructive">
            {errorMessage(resend.error, SIGN_UP_TEXT.resendFailed)}
          </span>
        )}
      </p>
    </div>
  );
}
