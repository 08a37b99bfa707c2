/**
 * Every path the client's router draws a page for. The router (client/app/router.tsx) takes
 * its paths from here, and the server answers any other page path with 404 and the
 * not-found page (server/plugins/static-client.ts). A new page is one line here and its
 * `<Route>` in the router.
 */
export const CLIENT_PATHS = {
  landing: "/",
  features: "/features",
  pricing: "/pricing",
  privacy: "/privacy",
  terms: "/terms",
  login: "/login",
  signup: "/signup",
  verifyEmail: "/verify-email",
  demo: "/demo",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  invite: "/invite",
  device: "/device",
  admin: "/admin",
  adminLogin: "/admin/login",
  adminDashboard: "/admin/dashboard",
} as const;

/**
 * The signed-in restaurant's pages (the protected routes). The router draws them with one
 * route, so the app shell stays mounted while staff move between them.
 */
export const SIGNED_IN_PATHS = [
  "/dashboard",
  "/analytics",
  "/menu",
  "/settings",
  "/platform-connections",
  "/kitchen",
] as const;

/** The kitchen display: a signed-in page drawn full screen, without the app shell. */
export const KITCHEN_PATH = "/kitchen";

/** Whether a signed-in page is drawn without the app shell (the router's matching). */
export function isFullScreenPage(pathname: string): boolean {
  return new RegExp(`^${KITCHEN_PATH}\\/?$`, "i").test(pathname);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The router's one route for the signed-in pages: exact, an optional trailing slash. */
export const SIGNED_IN_PATTERN = new RegExp(
  `^(?:${SIGNED_IN_PATHS.map(escapeRegExp).join("|")})\\/?$`,
);

/**
 * How the router (wouter, with regexparam) matches a plain path: the whole path, one
 * optional trailing slash, any letter case.
 */
const CLIENT_PATTERNS = Object.values(CLIENT_PATHS).map(
  (path) => new RegExp(`^${escapeRegExp(path === "/" ? "" : path)}\\/?$`, "i"),
);

/** Whether the client draws a page of its own at this path (no query string). */
export function isClientRoute(pathname: string): boolean {
  return (
    SIGNED_IN_PATTERN.test(pathname) || CLIENT_PATTERNS.some((pattern) => pattern.test(pathname))
  );
}
