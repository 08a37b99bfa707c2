import {
  DEVICE_PERMISSIONS,
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  SCREEN_PERMISSIONS,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
} from "../../domain/permissions";
import { DEVICE_ACTION_OF_ROUTE, ROUTE_PERMISSIONS } from "./route-permissions";

/**
 * The permission table as docs/permissions.md prints it, made from the code: who holds each
 * permission (people by role, and a kitchen device on its own), which permission each screen
 * and each route needs, and which device action a route is. A test keeps the page equal
 * to these, so the page cannot drift from what the server enforces.
 */
export function permissionTables(): { roles: string; screens: string; routes: string } {
  const mark = (holds: boolean) => (holds ? "✓" : "–");
  const roles = [
    `| Permission | ${TEAM_ROLES.map((role) => TEAM_ROLE_LABELS[role]).join(" | ")} | Kitchen device |`,
    `| --- | ${TEAM_ROLES.map(() => ":-:").join(" | ")} | :-: |`,
    ...PERMISSIONS.map(
      (permission) =>
        `| \`${permission}\` | ${TEAM_ROLES.map((role) => mark(ROLE_PERMISSIONS[role].includes(permission))).join(" | ")} | ${mark((DEVICE_PERMISSIONS as readonly Permission[]).includes(permission))} |`,
    ),
  ].join("\n");
  const screens = [
    "| Screen | Permission |",
    "| --- | --- |",
    ...Object.entries(SCREEN_PERMISSIONS).map(
      ([path, permission]) => `| \`${path}\` | \`${permission}\` |`,
    ),
  ].join("\n");
  const routes = [
    "| Route | Permission | Device action |",
    "| --- | --- | --- |",
    ...Object.entries(ROUTE_PERMISSIONS).map(([route, permission]) => {
      const action = DEVICE_ACTION_OF_ROUTE[route];
      return `| \`${route}\` | \`${permission}\` | ${action ? `\`${action}\`` : "–"} |`;
    }),
  ].join("\n");
  return { roles, screens, routes };
}
