/**
 * How a user is stored: an administrator, or a restaurant's person as Owner (`shop_owner`),
 * Manager or Staff (docs/permissions.md), or a demo visitor, who plays an owner.
 */
export const USER_ROLES = ["admin", "shop_owner", "manager", "staff", "demo"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The roles that act for a restaurant: everyone but an administrator. */
export const RESTAURANT_ROLES = [
  "shop_owner",
  "manager",
  "staff",
  "demo",
] as const satisfies readonly UserRole[];

/**
 * Who may do what in a restaurant: one table, read by the server for every route
 * (`server/plugins/route-permissions.ts`) and by the browser for every screen and button.
 * docs/permissions.md prints the same table, and a test keeps the two equal.
 *
 * A person's role is one of the team's: Owner (everything), Manager (running the restaurant
 * day to day) and Staff (the pass and the kitchen). A demo visitor plays an owner. An
 * administrator runs the service from the admin panel and acts for no restaurant.
 */
export const PERMISSIONS = [
  /** The dashboard, the kitchen display, the live feed, and what they show. */
  "orders.view",
  /** Accept, reject, cancel, move, undo, an order's unavailable items, retrying its call. */
  "orders.act",
  /** Print an order's kitchen ticket or receipt. */
  "orders.print",
  /** Add and clear test orders. */
  "orders.test",
  /** 86 an item or an option and bring it back. */
  "menu.availability",
  /** Change the menu: categories, items, options, stations, import, export, publish. */
  "menu.edit",
  /** Pause a channel, add busy minutes, end them. */
  "store.control",
  /** Add, change and remove kitchen printers and settle their backlog. */
  "printers.manage",
  /** The analytics screen and its export. */
  "analytics.view",
  /** Phone alerts: the devices told when an order waits. */
  "alerts.manage",
  /** The Settings screen: the person's own account, printers, alerts and people they may invite. */
  "settings.view",
  /** The restaurant's profile, order handling, kitchen watch and load. */
  "settings.manage",
  /** Platform connections, their webhook logs and go-live checks. */
  "platforms.manage",
  /** See the team and invite Staff. */
  "people.invite",
  /** Invite any role, change a person's role, remove a person. */
  "people.manage",
  /** Pair kitchen devices, choose what needs a PIN on them, revoke them. */
  "devices.manage",
  /** The activity log: who changed what, and on which device. */
  "activity.view",
  /** The All locations dashboard and analytics rolled up over the person's locations. */
  "locations.overview",
  /** Add locations to the account. */
  "locations.manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The roles a restaurant's people hold, as the team sees them. */
export const TEAM_ROLES = ["owner", "manager", "staff"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: "Owner",
  manager: "Manager",
  staff: "Staff",
};

/** What each role may do: the table itself. */
export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  // Everything but the restaurant's own settings, its platforms, its people's roles, its
  // devices and its locations.
  manager: PERMISSIONS.filter(
    (permission) =>
      ![
        "settings.manage",
        "platforms.manage",
        "people.manage",
        "devices.manage",
        "locations.manage",
      ].includes(permission),
  ),
  staff: ["orders.view", "orders.act", "orders.print", "menu.availability", "store.control"],
};

/**
 * The team role a stored user role stands for: `shop_owner` is the Owner (the name the
 * accounts have always had), a demo visitor plays one; an administrator holds none.
 */
export function teamRoleOf(role: UserRole): TeamRole | null {
  switch (role) {
    case "shop_owner":
    case "demo":
      return "owner";
    case "manager":
      return "manager";
    case "staff":
      return "staff";
    case "admin":
      return null;
  }
}

/** The stored user role a team role is kept as. */
export function userRoleOf(role: TeamRole): Exclude<UserRole, "admin" | "demo"> {
  return role === "owner" ? "shop_owner" : role;
}

/**
 * What a paired kitchen device may do on its own, as "Kitchen": the pass's and the line's
 * work. A person who enters their PIN on it acts within both this and their role.
 */
export const DEVICE_PERMISSIONS = [
  "orders.view",
  "orders.act",
  "orders.print",
  "menu.availability",
  "store.control",
] as const satisfies readonly Permission[];

/** Who a session acts as: a stored user's role, or a kitchen device. */
export const KITCHEN_ROLE = "kitchen";
export const PRINCIPAL_ROLES = [...USER_ROLES, KITCHEN_ROLE] as const;
export type PrincipalRole = (typeof PRINCIPAL_ROLES)[number];

export function permissionsOf(role: PrincipalRole): readonly Permission[] {
  if (role === KITCHEN_ROLE) return DEVICE_PERMISSIONS;
  const teamRole = teamRoleOf(role);
  return teamRole ? ROLE_PERMISSIONS[teamRole] : [];
}

export function roleMay(role: PrincipalRole, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** The signed-in app's screens and the permission each needs; a screen not listed is everyone's. */
export const SCREEN_PERMISSIONS = {
  "/dashboard": "orders.view",
  "/kitchen": "orders.view",
  "/menu": "menu.availability",
  "/analytics": "analytics.view",
  "/platform-connections": "platforms.manage",
  "/settings": "settings.view",
} as const satisfies Record<string, Permission>;

/** What the API answers when the role may not make a call. */
export const ROLE_FORBIDDEN_CODE = "ROLE_FORBIDDEN";
export const ROLE_FORBIDDEN_MESSAGE =
  "Your role does not allow this. Ask an owner of the restaurant if you need it.";
