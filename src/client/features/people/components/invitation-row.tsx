import { RotateCw, X } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import type { LocationSummary } from "@/domain/api/locations";
import type { Invitation } from "@/domain/api/people";
import { TEAM_ROLE_LABELS } from "@/domain/permissions";
import { formatDateTime } from "@/domain/relative-time";
import { useInvite, useWithdrawInvitation } from "../api/team";
import { PEOPLE_TEXT, PEOPLE_TOASTS } from "../people-text";
import { LocationLine } from "./location-line";

export type InvitationRowProps = {
  invitation: Invitation;
  mayChange: boolean;
  timeZone?: string;
  /** The account's locations when it has several: the row says where the person will work. */
  locations: readonly LocationSummary[];
};

/**
 * An invitation not yet accepted: send its link again, for the same role and locations (the
 * older link stops working), or withdraw it.
 */
export function InvitationRow({ invitation, mayChange, timeZone, locations }: InvitationRowProps) {
  const resend = useInvite();
  const withdraw = useWithdrawInvitation();
  const onResend = () =>
    resend.mutate(
      { email: invitation.email, role: invitation.role, locationIds: invitation.locationIds },
      {
        onSuccess: ({ message }) => toast({ variant: "success", title: message }),
        onError: (error) => toastFailure(PEOPLE_TOASTS.inviteFailed, error),
      },
    );
  const onWithdraw = () =>
    withdraw.mutate(invitation.id, {
      onSuccess: () =>
        toast({ variant: "success", title: PEOPLE_TOASTS.withdrawn(invitation.email) }),
      onError: (error) => toastFailure(PEOPLE_TOASTS.withdrawFailed, error),
    });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="grid min-w-0 flex-1 basis-60 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <span className="truncate">{invitation.email}</span>
          <Badge variant="outline">{TEAM_ROLE_LABELS[invitation.role]}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {PEOPLE_TEXT.invitedBy(
            invitation.invitedBy,
            formatDateTime(invitation.expiresAt, timeZone),
          )}
        </p>
        {locations.length > 1 && (
          <LocationLine locationIds={invitation.locationIds} locations={locations} />
        )}
      </div>
      {mayChange && (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            className="h-11"
            aria-label={PEOPLE_TEXT.resendLabel(invitation.email)}
            disabled={resend.isPending}
            onClick={onResend}
          >
            <RotateCw aria-hidden />
            {PEOPLE_TEXT.resend}
          </Button>
          <Button
            variant="outline"
            className="h-11"
            aria-label={PEOPLE_TEXT.withdrawLabel(invitation.email)}
            disabled={withdraw.isPending}
            onClick={onWithdraw}
          >
            <X aria-hidden />
            {PEOPLE_TEXT.withdraw}
          </Button>
        </div>
      )}
    </li>
  );
}
