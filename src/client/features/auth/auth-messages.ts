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
  demoMode: {
    title: "Demo Mode",
    description: "Please log in with a demo account for the demonstration experience.",
  },
} as const;

export const REQUEST_INFORMATION_MAIL =
  "mailto:hello@orderdock.app?subject=OrderDock%20account%20for%20my%20restaurant";
