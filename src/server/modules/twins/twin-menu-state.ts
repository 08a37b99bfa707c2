import type { TwinSuspension } from "../../db/schema/twin-menus";
import type { StorePlatform } from "../platform-calls/clients/store-clients";
import { doorDashMenuView } from "./doordash-menu-format";
import { grubhubMenuView } from "./grubhub-menu-format";
import type { TwinMenuRow } from "./twin-menus.repository";
import { uberMenuView } from "./ubereats-menu-format";

/**
 * A twin's menu as its platform shows it at a moment of the twin's clock
 * (docs/platform-twins.md): the categories, items and options it took, each with the
 * suspension in force. A suspension whose end has passed is over, as the platform ends it by
 * itself; no job has to clear the row.
 */
export type TwinMenuSuspension = { until: Date | null; reason: string | null };

/** An item or option as the platform lists it; its price in minor units when it has one. */
export type TwinMenuEntry = {
  id: string | null;
  name: string;
  price: number | null;
  suspension: TwinMenuSuspension | null;
};

export type TwinMenuGroupView = { name: string; options: TwinMenuEntry[] };
export type TwinMenuItemView = TwinMenuEntry & { groups: TwinMenuGroupView[] };
export type TwinMenuCategoryView = { name: string; items: TwinMenuItemView[] };

export type TwinMenuView = {
  publishedAt: Date | null;
  /** DoorDash: the menu's id. */
  menuId: string | null;
  currency: string;
  categories: TwinMenuCategoryView[];
};

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

/** A format's reading of its menu: what it lists, with each entity's suspension. */
export type MenuViewReader = (
  menu: Record<string, unknown>,
  suspensionOf: (id: string | null) => TwinMenuSuspension | null,
) => { currency: string | null; categories: TwinMenuCategoryView[] };

const READERS: Record<StorePlatform, MenuViewReader> = {
  ubereats: uberMenuView,
  doordash: doorDashMenuView,
  grubhub: grubhubMenuView,
};

/** The menu the platform shows now; null before it took one. */
export function readTwinMenu(
  platform: StorePlatform,
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
