import type { CurrentUser } from "@/domain/api/auth";
import type { KeyedPlatform } from "../connection-form";
import { PLATFORM_GUIDES, PLATFORMS_TEXT } from "../platform-messages";
import { ConnectionDetailsGate } from "./connection-details-gate";
import { DeliveryLog } from "./delivery-log";
import { GoLiveCheck } from "./go-live-check";
import { KeyedConnectionForm } from "./keyed-connection-form";
import { PanelCard } from "./panel-card";
import { SetupSteps } from "./setup-steps";
import { WebhookUrlField } from "./webhook-url-field";

export type KeyedConnectionPanelProps = { platform: KeyedPlatform; user: CurrentUser };

/**
 * DoorDash, Grubhub, Shopify and WooCommerce: the keys, the enable toggle and
 * 'Save and Connect', then how to find the keys and where the platform sends the orders;
 * last, what the platform has sent, for any restaurant (an administrator has none).
 */
export function KeyedConnectionPanel({ platform, user }: KeyedConnectionPanelProps) {
  const guide = PLATFORM_GUIDES[platform];
  return (
    <PanelCard
      platform={platform}
      isConnected={user.platformConnections[platform]}
      description={guide.description}
    >
      <ConnectionDetailsGate platform={platform}>
        {(connection) => (
          <>
            <KeyedConnectionForm platform={platform} user={user} connection={connection} />
            <SetupSteps title={PLATFORMS_TEXT.form.stepsTitle} steps={guide.steps} />
            <WebhookUrlField
              platform={platform}
              webhookUrl={connection.webhookUrl}
              restaurantId={user.restaurant?.id ?? null}
            />
            {connection.connected && <GoLiveCheck platform={platform} />}
          </>
        )}
      </ConnectionDetailsGate>
      {user.restaurant && <DeliveryLog platform={platform} timeZone={user.restaurant.timezone} />}
    </PanelCard>
  );
}
