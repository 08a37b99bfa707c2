import {
  ChartColumn,
  ChefHat,
  ClipboardList,
  House,
  Link2,
  Settings,
  UtensilsCrossed,
} from "lucide-react";

/**
 * The navigation menu: the same entries for everyone in the app shell. Only owners (and demo
 * visitors, who play one) reach the shell, and Platform Connections is theirs to manage
 * (decision 113).
 */
export const NAV_ITEMS = [
  { href: "/", label: "Home", icon: House },
  { href: "/dashboard", label: "Orders Dashboard", icon: ClipboardList },
  { href: "/kitchen", label: "Kitchen Display", icon: ChefHat },
  { href: "/analytics", label: "Analytics", icon: ChartColumn },
  { href: "/menu", label: "Menu Manager", icon: UtensilsCrossed },
  { href: "/platform-connections", label: "Platform Connections", icon: Link2 },
  { href: "/settings", label: "Settings", icon: Settings },
] as const;
