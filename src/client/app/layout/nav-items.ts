import { ChartColumn, ClipboardList, House, Settings, UtensilsCrossed } from "lucide-react";

/** The navigation menu: the same entries for everyone. */
export const NAV_ITEMS = [
  { href: "/", label: "Home", icon: House },
  { href: "/dashboard", label: "Orders Dashboard", icon: ClipboardList },
  { href: "/analytics", label: "Analytics", icon: ChartColumn },
  { href: "/menu", label: "Menu Manager", icon: UtensilsCrossed },
  { href: "/settings", label: "Settings", icon: Settings },
] as const;
