import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullPageSpinner } from "@/client/components/ui/spinner";
import { LandingPage } from "@/client/features/marketing/pages/landing-page";
import { DEVICE_PAGE_PATH } from "@/client/lib/device-browser";
import { CLIENT_PATHS as PATHS, SIGNED_IN_PATTERN } from "@/domain/client-routes";
import {
  AdminDashboardPage,
  AdminLoginPage,
  DemoPage,
  DevicePage,
  FeaturesPage,
  ForgotPasswordPage,
  InvitationPage,
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
 * The app's routes, at the paths the server also knows (domain/client-routes.ts). Anything
 * else is the not-found page, which the server sends with status 404.
 */
export function AppRouter() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        {/* The landing is in the first download (no second round trip); the others load on demand. */}
        <Route path={PATHS.landing} component={LandingPage} />
        <Route path={PATHS.features} component={FeaturesPage} />
        <Route path={PATHS.pricing} component={PricingPage} />
        <Route path={PATHS.privacy} component={PrivacyPage} />
        <Route path={PATHS.terms} component={TermsPage} />
        <Route path={PATHS.login}>{() => <LoginPage />}</Route>
        <Route path={PATHS.demo} component={DemoPage} />
        <Route path={PATHS.forgotPassword} component={ForgotPasswordPage} />
        <Route path={PATHS.resetPassword} component={ResetPasswordPage} />
        <Route path={PATHS.invite} component={InvitationPage} />
        <Route path={DEVICE_PAGE_PATH} component={DevicePage} />
        <Route path={PATHS.signup} component={SignUpPage} />
        <Route path={PATHS.verifyEmail} component={VerifyEmailPage} />
        <Route path={PATHS.admin} component={AdminLoginPage} />
        <Route path={PATHS.adminLogin} component={AdminLoginPage} />
        <Route path={PATHS.adminDashboard} component={AdminDashboardPage} />
        {/* One route for the protected pages, so the app shell stays mounted between them. */}
        <Route path={SIGNED_IN_PATTERN} component={SignedInRoutes} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
