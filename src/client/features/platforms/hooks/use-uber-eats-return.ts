import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "@/client/hooks/use-toast";
import { PLATFORMS_TOASTS } from "../platform-messages";
import { platformTabHref } from "./use-platform-tab";

/**
 * The way back from Uber Eats' consent page: `?connected=1` or `?error=<message>`
 * says how it went. Say it once, then drop those words from the address so a reload or a
 * shared link does not say it again.
 */
export function useUberEatsReturn(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  // StrictMode runs the effect twice with the same refs: the second run must stay quiet.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const isConnected = params.get("connected") === "1";
    const error = params.get("error");
    if (!isConnected && error === null) return;
    if (handled.current === search) return;
    handled.current = search;

    if (error !== null) {
      toast({
        variant: "destructive",
        title: PLATFORMS_TOASTS.connectFailed.title,
        description: error.trim() || PLATFORMS_TOASTS.connectFailed.description,
      });
    } else {
      toast({ variant: "success", ...PLATFORMS_TOASTS.updated });
    }
    navigate(platformTabHref("ubereats"), { replace: true });
  }, [search, navigate]);
}
