import { Cable, ChartColumn, ClipboardList, Settings, UtensilsCrossed } from "lucide-react";
import { Route, Switch } from "wouter";
import { ProtectedRoute } from "./protected-route";
import { ComingSoonPage } from "./routes/coming-soon-page";

/** spec §2 protected routes, each inside the app shell once signed in. */
export function SignedInRoutes() {
  return (
    <ProtectedRoute>
      {() => (
        <Switch>
          <Route path="/dashboard">
            <ComingSoonPage
              title="Orders Dashboard"
              subtitle="Manage incoming orders from all platforms"
              description="The live order board is being built. Your orders will appear here as they arrive."
              icon={ClipboardList}
            />
          </Route>
          <Route path="/analytics">
            <ComingSoonPage
              title="Analytics"
              description="Sales, order volumes and preparation times for your restaurant."
              icon={ChartColumn}
            />
          </Route>
          <Route path="/menu">
            <ComingSoonPage
              title="Menu Manager"
              description="Categories, items, modifiers and availability for every channel."
              icon={UtensilsCrossed}
            />
          </Route>
          <Route path="/settings">
            <ComingSoonPage
              title="Settings"
              description="Your restaurant's profile, order and notification preferences, and your account."
              icon={Settings}
            />
          </Route>
          <Route path="/platform-connections">
            <ComingSoonPage
              title="Platform Connections"
              description="Connect Uber Eats, DoorDash, Grubhub, Shopify, WooCommerce and your website."
              icon={Cable}
            />
          </Route>
        </Switch>
      )}
    </ProtectedRoute>
  );
}
