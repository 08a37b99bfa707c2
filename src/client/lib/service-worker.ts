/**
 * Registers the service worker (public/sw.js) that lets the installed app open with no
 * connection on the last orders it knew (docs/installable-app.md). Production builds only:
 * the development server rebuilds files the worker would otherwise keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("The app will not open offline: the service worker was refused", error);
    });
  });
}

/** Signed out: the orders and account the worker kept must not stay on the device. */
export function forgetKeptReads(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.controller?.postMessage("signed-out");
}
