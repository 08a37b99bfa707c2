import { CloudOff, VolumeX, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { PlatformHealthNotice } from "@/client/features/platforms/components/platform-health-notice";
import { type ConnectionState, useConnectionState } from "@/client/lib/connection-status";
import { useOfflineSince } from "@/client/lib/offline-state";
import { type SoundReadiness, turnOnSound, useSoundReadiness } from "@/client/lib/sound";
import { formatSinceTime } from "@/domain/relative-time";

export const HEALTH_TEXT = {
  label: "Health",
  offline: (since: string) =>
    `Offline: showing the orders as of ${since}. Nothing can change until the connection returns.`,
  connectionLost: "Live updates lost. Reconnecting…",
  reconnecting: "Reconnecting to live updates…",
  soundNeedsTap: "Sound is off until you tap here: new orders will be silent.",
  soundOff: "Sound is off on this device: new orders will be silent.",
  turnOnSound: "Turn on sound",
} as const;

const ROW = "flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-1.5 text-base font-medium";
const ICON = "size-5 shrink-0";

/**
 * What could make a signed-in screen miss an order, above every screen (docs/alerts.md):
 * the app showing a copy kept for want of a connection, the live feed lost or coming back, sound that cannot play (Settings turned it off, or the
 * browser waits for a first tap), and a platform that refused OrderDock's credentials. The
 * store bar and the printer banner sit right below it. Always present, so screen readers
 * hear each notice as it comes.
 */
export function HealthBar({
  hasRestaurant,
  showsPlatforms = hasRestaurant,
  timeZone,
}: {
  hasRestaurant: boolean;
  /** The platforms' state is for the people who manage the connections. */
  showsPlatforms?: boolean;
  timeZone?: string;
}) {
  const connection = useConnectionState();
  const offlineSince = useOfflineSince();
  const sound = useSoundReadiness();
  const connectionText = connectionNotice(connection);
  const soundText = hasRestaurant ? soundNotice(sound) : null;
  return (
    <section role="status" aria-label={HEALTH_TEXT.label} className="grid gap-px">
      {offlineSince !== null && (
        <Row tone="trouble" icon={<CloudOff className={ICON} aria-hidden />}>
          {HEALTH_TEXT.offline(offlineTime(offlineSince, timeZone))}
        </Row>
      )}
      {connectionText && (
        <Row tone="trouble" icon={<WifiOff className={ICON} aria-hidden />}>
          {connectionText}
        </Row>
      )}
      {soundText && (
        <Row
          tone="warning"
          icon={<VolumeX className={ICON} aria-hidden />}
          action={<Button onClick={turnOnSound}>{HEALTH_TEXT.turnOnSound}</Button>}
        >
          {soundText}
        </Row>
      )}
      {showsPlatforms && <PlatformHealthNotice rowClassName={`${ROW} bg-destructive/10`} />}
    </section>
  );
}

/** "2:14 PM" today, else the date too; "the last time it was online" when unknown. */
function offlineTime(keptAt: string, timeZone?: string): string {
  if (!keptAt) return "the last time it was online";
  return formatSinceTime(new Date(keptAt), new Date(), timeZone);
}

function connectionNotice({ status, wasOpen }: ConnectionState): string | null {
  if (status === "waiting") return HEALTH_TEXT.connectionLost;
  if (status === "connecting" && wasOpen) return HEALTH_TEXT.reconnecting;
  return null;
}

function soundNotice(readiness: SoundReadiness): string | null {
  if (readiness === "needs-tap") return HEALTH_TEXT.soundNeedsTap;
  if (readiness === "off") return HEALTH_TEXT.soundOff;
  return null;
}

function Row({
  tone,
  icon,
  action,
  children,
}: {
  tone: "trouble" | "warning";
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const background = tone === "trouble" ? "bg-destructive/10" : "bg-amber-500/15";
  return (
    <div className={`${ROW} ${background} text-foreground`}>
      {icon}
      <p className="min-w-0 flex-1">{children}</p>
      {action}
    </div>
  );
}
