import { parse } from "regexparam";
import { describe, expect, it } from "vitest";
import { matchRoute } from "wouter";
import {
  CLIENT_PATHS,
  isClientRoute,
  isFullScreenPage,
  SIGNED_IN_PATHS,
  SIGNED_IN_PATTERN,
} from "./client-routes";

/**
 * The server sends 404 for exactly the paths where the client's router draws its not-found
 * page: the same list, matched the way the router (wouter) matches it.
 */
const routerDrawsAPage = (pathname: string) =>
  [...Object.values(CLIENT_PATHS), SIGNED_IN_PATTERN].some(
    (route) => matchRoute(parse, route, pathname)[0],
  );

const SAMPLES = [
  ...Object.values(CLIENT_PATHS),
  ...SIGNED_IN_PATHS,
  ...[...Object.values(CLIENT_PATHS), ...SIGNED_IN_PATHS].flatMap((path) => [
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    `${path}/extra`,
    `${path}x`,
  ]),
  "",
  "//",
  "/no-such-page",
  "/admin/logins",
  "/dashboard/orders",
  "/kitchen/tickets",
  "/404",
  "/index.html",
  "/signup/../dashboard",
  "/sign%20up",
];

describe("the client's routes as the server knows them", () => {
  it.each(SAMPLES)("agrees with the router about %j", (pathname) => {
    expect(isClientRoute(pathname)).toBe(routerDrawsAPage(pathname));
  });

  it("knows the sign-up and email verification pages", () => {
    expect(isClientRoute("/signup")).toBe(true);
    expect(isClientRoute("/verify-email")).toBe(true);
  });

  it("answers 404 for an unknown path and a protected page's sub-path", () => {
    expect(isClientRoute("/no-such-page")).toBe(false);
    expect(isClientRoute("/dashboard/orders")).toBe(false);
  });

  it("knows the kitchen display, drawn full screen, and no page under it", () => {
    expect(isClientRoute("/kitchen")).toBe(true);
    expect(isClientRoute("/kitchen/")).toBe(true);
    expect(isClientRoute("/kitchen/tickets")).toBe(false);
    expect(isFullScreenPage("/kitchen")).toBe(true);
    expect(isFullScreenPage("/Kitchen/")).toBe(true);
    expect(isFullScreenPage("/dashboard")).toBe(false);
    expect(isFullScreenPage("/kitchenette")).toBe(false);
  });
});
