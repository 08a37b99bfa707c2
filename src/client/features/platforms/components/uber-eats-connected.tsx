import { CircleCheck, FilePen, Unplug } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import type { CurrentUser } from "@/domain/api/auth";
import type { UberStoresResponse } from "@/domain/api/platform-connections";
import { formatAgreementDate } from "../agreement-date";
import { useAcceptMerchantAgreement } from "../api/accept-merchant-agreement";
import { useDisconnectUberEats } from "../api/disconnect-uber-eats";
import { PLATFORMS_TOASTS, UBER_EATS_TEXT as TEXT } from "../platform-messages";
import { GoLiveCheck } from "./go-live-check";
import { Notice } from "./notice";

export type UberEatsConnectedProps = {
  user: CurrentUser;
  /** The store activated at Uber, once read. */
  activated: UberStoresResponse["activated"];
};

/** Connected: the store activated, the merchant agreement (accepted once) and the way out. */
export function UberEatsConnected({ user, activated }: UberEatsConnectedProps) {
  const accept = useAcceptMerchantAgreement();
  const disconnect = useDisconnectUberEats();
  const acceptedAt = user.uberEatsMerchantAgreementDate;

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => toast({ variant: "success", ...PLATFORMS_TOASTS.agreementAccepted }),
      onError: () => toast({ variant: "destructive", ...PLATFORMS_TOASTS.agreementFailed }),
    });
  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: ({ warning }) =>
        toast(
          warning
            ? { variant: "destructive", ...PLATFORMS_TOASTS.disconnected, description: warning }
            : { variant: "success", ...PLATFORMS_TOASTS.disconnected },
        ),
      onError: () => toast({ variant: "destructive", ...PLATFORMS_TOASTS.disconnectFailed }),
    });

  return (
    <>
      <Notice icon={CircleCheck} tone="success" title={TEXT.connectedTitle}>
        <p className="text-base">
          {activated ? TEXT.activated(activated.name) : TEXT.connectedDescription}
        </p>
        {acceptedAt && (
          <p className="text-sm text-muted-foreground">
            {TEXT.agreementAccepted(formatAgreementDate(acceptedAt, user.restaurant?.timezone))}
          </p>
        )}
      </Notice>
      {!acceptedAt && (
        <Notice icon={FilePen} tone="warning" title={TEXT.agreementRequiredTitle}>
          <p className="text-base">{TEXT.agreementRequiredDescription}</p>
          <Button
            size="lg"
            className="justify-self-start"
            disabled={accept.isPending}
            onClick={onAccept}
          >
            {accept.isPending ? TEXT.accepting : TEXT.acceptAgreement}
          </Button>
        </Notice>
      )}
      <GoLiveCheck platform="ubereats" />
      <Button
        variant="outline"
        size="lg"
        className="justify-self-start"
        disabled={disconnect.isPending}
        onClick={onDisconnect}
      >
        {/* Red only in the icon: red text on a dark card falls short of 4.5:1. */}
        <Unplug aria-hidden className="text-destructive" />
        {disconnect.isPending ? TEXT.disconnecting : TEXT.disconnect}
      </Button>
    </>
  );
}
