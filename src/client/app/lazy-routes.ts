import { lazy } from "react";

export { LoginPage } from "./lazy-login-page";

/**
 * Screens loaded on demand, so a visitor to the public pages never downloads the signed-in
 * app, and the other way round.
 */
export const DemoPage = lazy(() =>
  import("./routes/demo-page").then((m) => ({ default: m.DemoPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import("./routes/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import("./routes/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
export const InvitationPage = lazy(() =>
  import("./routes/invitation-page").then((m) => ({
    default: m.InvitationPage,
  })),
);
export const DevicePage = lazy(() =>
  import("./routes/device-page").then((m) => ({ default: m.DevicePage })),
);
export const SignUpPage = lazy(() =>
  import("./routes/sign-up-page").then((m) => ({ default: m.SignUpPage })),
);
export const VerifyEmailPage = lazy(() =>
  import("./routes/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
);
export const AdminLoginPage = lazy(() =>
  import("./routes/admin-login-page").then((m) => ({ default: m.AdminLoginPage })),
);
export const AdminDashboardPage = lazy(() =>
  import("./routes/admin-dashboard-page").then((m) => ({ default: m.AdminDashboardPage })),
);
export const SignedInRoutes = lazy(() =>
  import("./signed-in-routes").then((m) => ({ default: m.SignedInRoutes })),
);
export const FeaturesPage = lazy(() =>
  import("@/client/features/marketing/pages/features-page").then((m) => ({
    default: m.FeaturesPage,
  })),
);
export const PricingPage = lazy(() =>
  import("@/client/features/marketing/pages/pricing-page").then((m) => ({
    default: m.PricingPage,
  })),
);
export const PrivacyPage = lazy(() =>
  import("@/client/features/marketing/pages/privacy-page").then((m) => ({
    default: m.PrivacyPage,
  })),
);
export const TermsPage = lazy(() =>
  import("@/client/features/marketing/pages/terms-page").then((m) => ({
    default: m.TermsPage,
  })),
);
