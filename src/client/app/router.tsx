import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullPageSpinner } from "@/client/components/ui/spinner";
import { LandingPage } from "@/client/features/marketing/pages/landing-page";
import {
  AdminDashboardPage,
  AdminLoginPage,
  DemoPage,
  FeaturesPage,
  ForgotPasswordPage,
  LoginPage,
  PricingPage,
  PrivacyPage,
  ResetPasswordPage,
  SignedInRoutes,
  SignUpPage,
  TermsPage,
  VerifyEmailPage,
} from "./lazy-routes";
import { NotFoundPage } from "./routes/not-found-page";

/**
 * The paths that need a signed-in restaurant (the protected routes). One route for all,
 * so the app shell stays mounted while staff move between them.
 */
const SIGNED_IN_PATHS = /^\/(dashboard|analytics|menu|settings|platform-connections)\/?$/;

/** The app's routes. Anything else is the not-found page. */
export function AppRouter() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        {/* The landing is in the first download (no second round trip); the others load on demand. */}
        <Route path="/" component={LandingPage} />
        <Route path="/features" component={FeaturesPage} />
        <Route path="/pricing" component={PricingPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/login">{() => <LoginPage />}</Route>
        <Route path="/demo" component={DemoPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        {/* Self sign-up: the paths are SIGN_UP_PATHS in domain/page-meta.ts. */}
        <Route path="/signup" component={SignUpPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/admin" component={AdminLoginPage} />
        <Route path="/admin/login" component={AdminLoginPage} />
        <Route path="/admin/dashboard" component={AdminDashboardPage} />
        <Route path={SIGNED_IN_PATHS} component={SignedInRoutes} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
