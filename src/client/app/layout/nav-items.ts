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
 * The navigation menu. An owner (and a demo visitor, who plays one) sees every entry; a
 * manager or a member of staff the screens their role may open (docs/permissions.md).
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
