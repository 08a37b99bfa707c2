import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "@/client/hooks/use-toast";
import { UBER_EATS_STORES_KEY } from "../api/uber-eats-stores";
import { PLATFORMS_TOASTS } from "../platform-messages";
import { platformTabHref } from "./use-platform-tab";

/**
 * The way back from Uber Eats' consent page: `?choose=1` (the owner's stores are listed to
 * choose from) or `?error=<message>` says how it went. Say it once, then drop those words from the address so a reload or a
 * shared link does not say it again.
 */
export function useUberEatsReturn(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // StrictMode runs the effect twice with the same refs: the second run must stay quiet.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const isChoosing = params.get("choose") === "1";
    const error = params.get("error");
    if (!isChoosing && error === null) return;
    if (handled.current === search) return;
    handled.current = search;

    if (error !== null) {
      toast({
        variant: "destructive",
        title: PLATFORMS_TOASTS.connectFailed.title,
        description: error.trim() || PLATFORMS_TOASTS.connectFailed.description,
      });
    } else {
      void queryClient.invalidateQueries({ queryKey: UBER_EATS_STORES_KEY });
    }
    navigate(platformTabHref("ubereats"), { replace: true });
  }, [search, navigate, queryClient]);
}
