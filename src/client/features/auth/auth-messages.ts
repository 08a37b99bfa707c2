/** The toasts for signing in and out, word for word. */
export const AUTH_TOASTS = {
  loginSuccess: { title: "Login Successful", description: "Welcome back to OrderDock!" },
  demoLoginSuccess: {
    title: "Demo Login Successful",
    description: "You are now viewing the demo restaurant dashboard with sample data",
  },
  loginFailedTitle: "Login failed",
  loginFailedFallback: "Invalid email or password. Please try again.",
  logoutFailed: {
    title: "Logout failed",
    description: "There was an error logging out. Please try again.",
  },
  emailConfirmed: {
    title: "Email confirmed",
    description: "Welcome to OrderDock! Your free trial has started.",
  },
  signUpFailedTitle: "Sign-up failed",
  demoMode: {
    title: "Demo Mode",
    description: "Please log in with a demo account for the demonstration experience.",
  },
} as const;

export const REQUEST_INFORMATION_MAIL =
  "mailto:hello@orderdock.app?subject=OrderDock%20account%20for%20my%20restaurant";

/** The words of the sign-up and email-confirmation screens. */
export const SIGN_UP_TEXT = {
  title: "Start your free trial",
  subtitle: "14 days free, no credit card. Your restaurant is ready in a minute.",
  restaurantName: "Restaurant name",
  name: "Your name",
  email: "Email",
  password: "Password",
  passwordHint: "At least 6 characters",
  submit: "Start Free Trial",
  submitting: "Starting your trial...",
  agreement: "By starting a trial you agree to the",
  haveAccount: "Already have an account?",
  signIn: "Sign in",
  checkEmail: "Check your email",
  sentTo: "We sent a link to",
  sentToEnd: "Open it within 48 hours to confirm your address and sign in.",
  noEmail: "No email after a few minutes? Check your spam folder, or send the link again.",
  resend: "Send the link again",
  resending: "Sending...",
  resendFailed: "We could not send a new link. Please try again later.",
  useAnotherEmail: "Use a different email",
  unverified: "Your email address is not confirmed yet.",
  verifyTitle: "Confirm your email",
  verifySubtitle: "One moment while we confirm your address.",
  verifying: "Confirming your email...",
  startTrialPrompt: "New restaurant?",
  startTrialLink: "Start your free trial",
} as const;
