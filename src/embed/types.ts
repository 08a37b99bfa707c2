import type { PublicMenu } from "@/domain/api/public-order";

/** The shapes of the public menu (GET /api/public/restaurants/:id/menu) the form draws. */
export type { PublicMenu };
export type MenuCategory = PublicMenu["categories"][number];
export type MenuItem = MenuCategory["items"][number];
export type ModifierGroup = MenuItem["modifierGroups"][number];
export type ModifierOption = ModifierGroup["options"][number];
