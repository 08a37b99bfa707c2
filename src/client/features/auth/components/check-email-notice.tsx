import { MailCheck } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { SIGN_UP_TEXT } from "../auth-messages";
import { ResendLinkButton } from "./resend-link-button";

export type CheckEmailNoticeProps = {
  email: string;
  /** Back to the form, to correct the address. */
  onUseAnotherEmail(): void;
};

/** After a sign-up: where the link went, and a way to have it sent again. */
export function CheckEmailNotice({ email, onUseAnotherEmail }: CheckEmailNoticeProps) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <MailCheck className="size-10 text-success" aria-hidden />
      <div role="status" className="grid gap-2">
        <h2 className="text-lg font-semibold">{SIGN_UP_TEXT.checkEmail}</h2>
        <p className="text-muted-foreground">
          {SIGN_UP_TEXT.sentTo}{" "}
          <strong className="font-semibold break-all text-foreground">{email}</strong>.{" "}
          {SIGN_UP_TEXT.sentToEnd}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">{SIGN_UP_TEXT.noEmail}</p>
      <ResendLinkButton email={email} />
      <Button type="button" variant="link" onClick={onUseAnotherEmail}>
        {SIGN_UP_TEXT.useAnotherEmail}
      </Button>
    </div>
  );
}
