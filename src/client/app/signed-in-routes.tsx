import { Cable, ChartColumn, Settings, UtensilsCrossed } from "lucide-react";
import { Route, Switch } from "wouter";
import { OrdersDashboard } from "@/client/features/orders/components/orders-dashboard";
import { ProtectedRoute } from "./protected-route";
import { ComingSoonPage } from "./routes/coming-soon-page";

/** spec §2 protected routes, each inside the app shell once signed in. */
export function SignedInRoutes() {
  return (
    <ProtectedRoute>
      {(user) => (
        <Switch>
          <Route path="/dashboard">
            <OrdersDashboard user={user} />
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
