import { KeyRound } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import type { ConnectionDetails } from "@/domain/api/platform-connections";
import { PLATFORM_META } from "@/domain/platforms";
import { usePlatformConnections } from "../api/get-platform-connections";

/** How often the health bar asks again whether a platform refused OrderDock. */
export const PLATFORM_HEALTH_REFRESH_MS = 60_000;

/**
 * "Uber Eats refused OrderDock's sign-in (401): reconnect it", for each connection whose
 * latest answer refused OrderDock's credentials or whose platform switched OrderDock off
 * for the store, with a way to the Platform Connections screen. Part of the health bar above every signed-in screen.
 */
export function PlatformHealthNotice({ rowClassName }: { rowClassName: string }) {
  const { data } = usePlatformConnections({ refetchInterval: PLATFORM_HEALTH_REFRESH_MS });
  const refused = (data ?? []).filter((connection) => connection.problem !== null);
  return refused.map((connection) => (
    <div key={connection.platform} className={rowClassName}>
      <KeyRound className="size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">{refusalText(connection)}</p>
      <Button asChild size="lg" variant="outline">
        <Link href="/platform-connections">Reconnect</Link>
      </Button>
    </div>
  ));
}

export function refusalText(connection: ConnectionDetails): string {
  const name = PLATFORM_META[connection.platform].displayName;
  if (connection.problem?.kind === "integration_off") {
    return `${name} switched OrderDock off for your store: its orders no longer arrive. Reconnect it to take them again.`;
  }
  const status = connection.problem?.status;
  return `${name} refused OrderDock's sign-in (${status}): reconnect it to keep receiving and answering orders.`;
}
