import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  SCREEN_PERMISSIONS,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
} from "../../domain/permissions";
import { ROUTE_PERMISSIONS } from "./route-permissions";

/**
 * The permission table as docs/permissions.md prints it, made from the code: who holds each
 * permission, which permission each screen and each route needs. A test keeps the page equal
 * to these, so the page cannot drift from what the server enforces.
 */
export function permissionTables(): { roles: string; screens: string; routes: string } {
  const roles = [
    `| Permission | ${TEAM_ROLES.map((role) => TEAM_ROLE_LABELS[role]).join(" | ")} |`,
    `| --- | ${TEAM_ROLES.map(() => ":-:").join(" | ")} |`,
    ...PERMISSIONS.map(
      (permission) =>
        `| \`${permission}\` | ${TEAM_ROLES.map((role) => (ROLE_PERMISSIONS[role].includes(permission) ? "✓" : "–")).join(" | ")} |`,
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
    "| Route | Permission |",
    "| --- | --- |",
    ...Object.entries(ROUTE_PERMISSIONS).map(
      ([route, permission]) => `| \`${route}\` | \`${permission}\` |`,
    ),
  ].join("\n");
  return { roles, screens, routes };
}
