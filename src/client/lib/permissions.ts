import type { CurrentUser } from "@/domain/api/auth";
import { type Permission, SCREEN_PERMISSIONS } from "@/domain/permissions";

/**
 * What the signed-in person's role allows, as the server said it (docs/permissions.md):
 * screens and buttons a role may not use are not shown; the API refuses them anyway.
 */
export function can(user: Pick<CurrentUser, "permissions">, permission: Permission): boolean {
  return user.permissions.includes(permission);
}

/** Whether the person may open a screen of the app; a screen the table names no permission for is everyone's. */
export function canOpen(user: Pick<CurrentUser, "permissions">, path: string): boolean {
  const permission = (SCREEN_PERMISSIONS as Record<string, Permission | undefined>)[path];
  return permission === undefined || can(user, permission);
}
