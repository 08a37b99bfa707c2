import type { TwinSuspension } from "../../db/schema/twin-menus";
import { doorDashMenuView } from "./doordash-menu-format";
import { grubhubMenuView } from "./grubhub-menu-format";
import type { MenuViewReader, TwinMenuSuspension, TwinMenuView } from "./twin-menu-view";
import type { TwinMenuRow } from "./twin-menus.repository";
import type { TwinStorePlatform } from "./twin-store-platforms";
import { uberMenuView } from "./ubereats-menu-format";

/** The suspensions in force at `now`, by entity id. */
export function suspensionsInForce(
  suspended: Readonly<Record<string, TwinSuspension>> | null | undefined,
  now: Date,
): Map<string, TwinMenuSuspension> {
  const inForce = new Map<string, TwinMenuSuspension>();
  for (const [id, suspension] of Object.entries(suspended ?? {})) {
    const until = suspension?.until ? new Date(suspension.until) : null;
    if (until && (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime())) continue;
    inForce.set(id, { until, reason: suspension?.reason ?? null });
  }
  return inForce;
}

const READERS: Record<TwinStorePlatform, MenuViewReader> = {
  ubereats: uberMenuView,
  doordash: doorDashMenuView,
  grubhub: grubhubMenuView,
};

/** The menu the platform shows now; null before it took one. */
export function readTwinMenu(
  platform: TwinStorePlatform,
  row: TwinMenuRow | null,
  now: Date,
): TwinMenuView | null {
  if (!row?.menu) return null;
  const inForce = suspensionsInForce(row.suspended, now);
  const read = READERS[platform](row.menu, (id) =>
    id === null ? null : (inForce.get(id) ?? null),
  );
  return {
    publishedAt: row.publishedAt,
    menuId: row.menuId,
    currency: read.currency ?? "USD",
    categories: read.categories,
  };
}
