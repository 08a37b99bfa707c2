import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildCurrentUser } from "@/client/test/current-user";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { CurrentUser } from "@/domain/api/auth";
import { AnalyticsPage } from "../components/analytics-page";
import { buildReport } from "./analytics-fixtures";

export type RenderAnalyticsPageOptions = {
  path?: string;
  user?: CurrentUser;
  /** GET /api/analytics's answer; a report built from the fixtures unless given. */
  analytics?: StubReply | StubRoute;
};

/** The screen at an address, over a stubbed server, for a restaurant in Chicago. */
export function renderAnalyticsPage({
  path = "/analytics",
  user = buildCurrentUser(),
  analytics = { body: buildReport() },
}: RenderAnalyticsPageOptions = {}) {
  const stub = stubFetch({ "GET /api/analytics": analytics });
  const location = memoryLocation({ path, record: true });
  const rendered = renderWithApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AnalyticsPage user={user} />
    </Router>,
  );
  /** The query string of every report asked for, in order. */
  const requests = () =>
    stub.calls
      .filter((call) => call.url.pathname === "/api/analytics")
      .map((call) => Object.fromEntries(call.url.searchParams));
  return { ...stub, ...rendered, location, requests };
}
