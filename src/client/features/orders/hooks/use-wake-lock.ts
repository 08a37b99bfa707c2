import { useEffect } from "react";

type WakeLockSentinelLike = EventTarget & { released: boolean; release(): Promise<void> };
type WakeLockLike = { request(type: "screen"): Promise<WakeLockSentinelLike> };

/**
 * Keeps the screen awake while `isEnabled` and the page is shown (Screen Wake Lock API):
 * a tablet on the pass must not sleep with orders coming in. The browser drops the lock
 * when the page is hidden; it is asked again when the page is shown. Where the API is
 * missing or refuses (no secure context, low battery), the screen sleeps as it would.
 */
export function useWakeLock(isEnabled: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as { wakeLock?: WakeLockLike }).wakeLock;
    if (!isEnabled || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let isStopped = false;
    const request = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const taken = await wakeLock.request("screen");
        if (isStopped) void taken.release();
        else sentinel = taken;
      } catch (error) {
        console.warn("The screen may sleep: the wake lock was refused", error);
      }
    };
    const onVisibility = () => void request();
    document.addEventListener("visibilitychange", onVisibility);
    void request();
    return () => {
      isStopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      void sentinel?.release();
    };
  }, [isEnabled]);
}
