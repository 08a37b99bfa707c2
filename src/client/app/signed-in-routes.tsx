import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { FullPageSpinner, Spinner } from "@/client/components/ui/spinner";
import { useCurrentUser } from "@/client/features/auth/api/get-current-user";
import { OrdersDashboard } from "@/client/features/orders/components/orders-dashboard";
import { AuthenticationRequired } from "@/client/features/platforms/components/authentication-required";
import { isFullScreenPage } from "@/domain/client-routes";
import { ProtectedRoute } from "./protected-route";
import { ScreenGate } from "./screen-gate";

// Loaded when opened: Analytics brings its charts (recharts), the Menu Manager its
// drag-and-drop code.
const AnalyticsPage = lazy(() =>
  import("@/client/features/analytics/components/analytics-page").then((m) => ({
    default: m.AnalyticsPage,
  })),
);
const MenuManagerPage = lazy(() =>
  import("@/client/features/menu/components/menu-manager-page").then((m) => ({
    default: m.MenuManagerPage,
  })),
);
const PlatformConnectionsPage = lazy(() =>
  import("@/client/features/platforms/components/platform-connections-page").then((m) => ({
    default: m.PlatformConnectionsPage,
  })),
);
const KitchenRoute = lazy(() =>
  import("./routes/kitchen-route").then((m) => ({ default: m.KitchenRoute })),
);
const SettingsRoute = lazy(() =>
  import("./routes/settings-route").then((m) => ({ default: m.SettingsRoute })),
);

const PLATFORM_CONNECTIONS_PATH = /^\/platform-connections\/?$/;

/** The protected routes, each inside the app shell once signed in (the kitchen display full screen). */
export function SignedInRoutes() {
  const [location] = useLocation();
  const session = useCurrentUser();
  // Platform Connections tells a signed-out visitor to sign in rather than showing
  // the login form the other protected routes show.
  if (session.isSuccess && session.data === null && PLATFORM_CONNECTIONS_PATH.test(location)) {
    return <AuthenticationRequired />;
  }
  return (
    <ProtectedRoute hasShell={!isFullScreenPage(location)}>
      {(user) => (
        <Switch>
          <Route path="/dashboard">
            <OrdersDashboard user={user} />
          </Route>
          <Route path="/analytics">
            <ScreenGate user={user} path="/analytics">
              <Suspense fallback={<PageLoading />}>
                <AnalyticsPage user={user} />
              </Suspense>
            </ScreenGate>
          </Route>
          <Route path="/menu">
            <ScreenGate user={user} path="/menu">
              <Suspense fallback={<PageLoading />}>
                <MenuManagerPage user={user} />
              </Suspense>
            </ScreenGate>
          </Route>
          <Route path="/settings">
            <ScreenGate user={user} path="/settings">
              <Suspense fallback={<PageLoading />}>
                <SettingsRoute user={user} />
              </Suspense>
            </ScreenGate>
          </Route>
          <Route path="/kitchen">
            <Suspense fallback={<FullPageSpinner />}>
              <KitchenRoute user={user} />
            </Suspense>
          </Route>
          <Route path="/platform-connections">
            <ScreenGate user={user} path="/platform-connections">
              <Suspense fallback={<PageLoading />}>
                <PlatformConnectionsPage user={user} />
              </Suspense>
            </ScreenGate>
          </Route>
        </Switch>
      )}
    </ProtectedRoute>
  );
}

/** Inside the shell, so the sidebar stays while a screen's code arrives. */
function PageLoading() {
  return (
    <div className="grid place-items-center py-24">
      <Spinner label="Loading" className="size-8" />
    </div>
  );
}
