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

/** A format's reading of its menu: what it lists, with each entity's suspension. */
export type MenuViewReader = (
  menu: Record<string, unknown>,
  suspensionOf: (id: string | null) => TwinMenuSuspension | null,
) => { currency: string | null; categories: TwinMenuCategoryView[] };
