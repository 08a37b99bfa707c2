import { StrictMode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { CurrentUser } from "@/domain/api/auth";
import { PlatformConnectionsPage } from "../components/platform-connections-page";
import { emptyDeliveryLogs } from "./delivery-fixtures";
import { buildConnections, buildUser } from "./platform-fixtures";

export type RenderPlatformsPageOptions = {
  path?: string;
  user?: CurrentUser;
  routes?: Record<string, StubReply | StubRoute>;
  /** As main.tsx renders the app: effects run twice on mount. */
  isStrict?: boolean;
};

/**
 * The screen at an address, over a stubbed server (GET /api/platform-connections, no Uber
 * Eats stores to choose and empty delivery logs answer unless `routes` says otherwise), with the user in the cache as the
 * app would have it.
 */
export function renderPlatformsPage({
  path = "/platform-connections",
  user = buildUser(),
  routes = {},
  isStrict = false,
}: RenderPlatformsPageOptions = {}) {
  const stub = stubFetch({
    "GET /api/platform-connections": { body: buildConnections() },
    "GET /api/platforms/ubereats/stores": { body: { choices: [], activated: null } },
    ...emptyDeliveryLogs(),
    ...routes,
  });
  const location = memoryLocation({ path, record: true });
  const page = (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PlatformConnectionsPage user={user} />
    </Router>
  );
  const rendered = renderWithApp(isStrict ? <StrictMode>{page}</StrictMode> : page);
  rendered.queryClient.setQueryData(CURRENT_USER_KEY, user);
  return { ...stub, ...rendered, location };
}
