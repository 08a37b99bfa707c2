/** The admin toasts of spec §8, word for word. */
export const ADMIN_TOASTS = {
  loginSuccess: { title: "Login successful", description: "Welcome to the admin panel" },
  loginFailedTitle: "Login failed",
  loginFailedFallback: "Invalid email or password",
  logoutFailed: {
    title: "Logout failed",
    description: "There was an error logging out. Please try again.",
  },
} as const;
