/**
 * Whether this browser was paired as a kitchen device, kept in localStorage past its
 * session: when the session ends (the device was removed in Settings → Devices), the
 * tablet on the pass goes back to its pairing page with a word why, rather than to a
 * sign-in form nobody at the pass should fill in.
 */
export const DEVICE_PAGE_PATH = "/device";
const DEVICE_BROWSER_KEY = "orderdock.device.v1";

export function rememberDeviceBrowser(): void {
  try {
    localStorage.setItem(DEVICE_BROWSER_KEY, "paired");
  } catch {
    // Storage blocked (private mode): the device still works, it just forgets on a reload.
  }
}

/** Unpaired on purpose (Logout), or a person signed in here: no longer a device. */
export function forgetDeviceBrowser(): void {
  try {
    localStorage.removeItem(DEVICE_BROWSER_KEY);
  } catch {
    // Nothing was kept.
  }
}

export function isDeviceBrowser(): boolean {
  try {
    return localStorage.getItem(DEVICE_BROWSER_KEY) !== null;
  } catch {
    return false;
  }
}
