import type { CurrentUser } from "@/domain/api/auth";
import { KITCHEN_ROLE, type Permission, SCREEN_PERMISSIONS } from "@/domain/permissions";

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

/**
 * Signed in as one of a restaurant's people: not a demo visitor, not an administrator, not
 * a paired kitchen device (which is no one until a person enters their PIN on it).
 */
export function isSignedInPerson(user: CurrentUser | null | undefined): boolean {
  return (
    user != null && user.role !== "demo" && user.role !== "admin" && user.role !== KITCHEN_ROLE
  );
}
