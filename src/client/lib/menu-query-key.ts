/**
 * The Menu Manager's queries all start with this key (the menu, its publish status), so a
 * marketplace's answer arriving on any screen reloads them. Here rather than in the menu
 * feature because the live feed, in the orders feature, invalidates them.
 */
export const MENU_KEY = ["/api/menu"] as const;
