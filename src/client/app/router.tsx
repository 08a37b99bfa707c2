import { Route, Switch } from "wouter";
import { HomePage } from "./routes/home-page";
import { NotFoundPage } from "./routes/not-found-page";

/** spec §2 routes. Screens arrive with their issues; anything else is the not-found page. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
