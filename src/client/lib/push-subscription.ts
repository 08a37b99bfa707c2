/**
 * This browser's Web Push subscription (docs/push-alerts.md). Push needs the service
 * worker (production builds), the Push API and notifications; an iPhone has them only in
 * the app added to the Home Screen.
 */

export type PushSupport = "supported" | "unsupported" | "denied";

export function pushSupport(): PushSupport {
  if (
    !("serviceWorker" in navigator) ||
    typeof window.PushManager === "undefined" ||
    typeof window.Notification === "undefined"
  )
    return "unsupported";
  return Notification.permission === "denied" ? "denied" : "supported";
}

/** The worker's registration once it is active; none when the app has no worker. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  const found = await navigator.serviceWorker.getRegistration();
  return found ? navigator.serviceWorker.ready : null;
}

/** This browser's subscription's endpoint, if it has one. */
export async function currentPushEndpoint(): Promise<string | null> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

export class PushRefusedError extends Error {
  override name = "PushRefusedError";
}

/**
 * Asks for permission (the click that called this is the gesture browsers want) and
 * subscribes with the server's key; a subscription made with another key is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const worker = await registration();
  if (!worker) throw new PushRefusedError("no service worker");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushRefusedError(permission);
  const key = base64UrlToBytes(publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, key))
    await existing.unsubscribe();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}

/** Ends this browser's subscription (the server forgets the device separately). */
export async function unsubscribeThisBrowser(): Promise<void> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

/** "Chrome on Android", "Safari on iPhone": a name to tell devices apart in the list. */
export function guessDeviceName(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const device = /iPhone/.test(userAgent)
    ? "iPhone"
    : /iPad/.test(userAgent)
      ? "iPad"
      : /Android/.test(userAgent)
        ? "Android"
        : /Mac OS X/.test(userAgent)
          ? "Mac"
          : /Windows/.test(userAgent)
            ? "Windows"
            : /Linux/.test(userAgent)
              ? "Linux"
              : "this device";
  return `${browser} on ${device}`;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
