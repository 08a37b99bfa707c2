import { CircleAlert, ExternalLink } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import type { CurrentUser } from "@/domain/api/auth";
import { useConnectUberEats } from "../api/connect-uber-eats";
import { useUberEatsStores } from "../api/uber-eats-stores";
import { PLATFORMS_TOASTS, UBER_EATS_TEXT as TEXT } from "../platform-messages";
import { DeliveryLog } from "./delivery-log";
import { Notice } from "./notice";
import { PanelCard } from "./panel-card";
import { SetupSteps } from "./setup-steps";
import { UberEatsConnected } from "./uber-eats-connected";
import { UberEatsStoreChoice } from "./uber-eats-store-choice";

export type UberEatsPanelProps = { user: CurrentUser };

/**
 * Uber Eats: connected through Uber's consent page, not with typed keys, then one of the
 * owner's stores chosen and activated.
 */
export function UberEatsPanel({ user }: UberEatsPanelProps) {
  const isConnected = user.platformConnections.ubereats;
  const stores = useUberEatsStores();
  const choices = stores.data?.choices ?? [];
  return (
    <PanelCard platform="ubereats" isConnected={isConnected} description={TEXT.description}>
      {choices.length > 0 && <UberEatsStoreChoice choices={choices} />}
      {isConnected ? (
        <UberEatsConnected user={user} activated={stores.data?.activated ?? null} />
      ) : (
        choices.length === 0 && <UberEatsNotConnected />
      )}
      {/* Connected or not: a disconnected store keeps its history. */}
      {user.restaurant && <DeliveryLog platform="ubereats" timeZone={user.restaurant.timezone} />}
    </PanelCard>
  );
}

function UberEatsNotConnected() {
  const connect = useConnectUberEats();
  const onConnect = async () => {
    let authUrl: string;
    try {
      authUrl = await connect.mutateAsync();
    } catch {
      toast({ variant: "destructive", ...PLATFORMS_TOASTS.connectFailed });
      return;
    }
    // Uber's consent page (in development, OrderDock's sandbox) sends the browser back here.
    window.location.assign(authUrl);
  };
  // After a success the page is on its way out: keep the button busy until it goes.
  const isBusy = connect.isPending || connect.isSuccess;
  return (
    <>
      <Notice icon={CircleAlert} tone="neutral" title={TEXT.notConnectedTitle}>
        <p className="text-base">{TEXT.notConnectedDescription}</p>
      </Notice>
      <SetupSteps title={TEXT.stepsTitle} steps={TEXT.steps} />
      <Button
        size="lg"
        className="justify-self-start"
        disabled={isBusy}
        onClick={() => void onConnect()}
      >
        <ExternalLink aria-hidden />
        {isBusy ? TEXT.connecting : TEXT.connect}
      </Button>
    </>
  );
}
