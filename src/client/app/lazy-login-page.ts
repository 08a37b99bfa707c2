import { lazy } from "react";

/**
 * The sign-in page, loaded on demand: the public router shows it at its own address, and a
 * signed-in screen shows it in place when the session has ended.
 */
export const LoginPage = lazy(() =>
  import("./routes/login-page").then((m) => ({ default: m.LoginPage })),
);
