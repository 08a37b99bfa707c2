import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { STORE_KEY, storeStatusQueryOptions } from "@/client/lib/store-status";
import type { StoreChannelStatus, StoreControl } from "@/domain/api/store";
import { isControlActive } from "@/domain/store-controls";

export type ActiveControl = { channel: StoreChannelStatus; control: StoreControl };

/**
 * The store's controls as this device's clock sees them: a pause or busy spell whose end
 * has passed is over here at once (the server's reopening call goes out at the same
 * moment), and the status is asked for again. `now` ticks every second while something
 * counts down.
 */
export function useStore() {
  const queryClient = useQueryClient();
  const { data: status, isError } = useQuery(storeStatusQueryOptions());
  const [now, setNow] = useState(() => Date.now());
  const ends = (status?.channels ?? [])
    .flatMap((channel) => [channel.pause, channel.busy])
    .flatMap((control) => (control?.endsAt ? [Date.parse(control.endsAt)] : []));
  const countsDown = ends.length > 0;
  useEffect(() => {
    if (!countsDown) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [countsDown]);

  // The latest end already passed: each one reached asks for the status once.
  const lastEnded = Math.max(...ends.filter((end) => end <= now));
  useEffect(() => {
    if (Number.isFinite(lastEnded)) void queryClient.invalidateQueries({ queryKey: STORE_KEY });
  }, [lastEnded, queryClient]);

  const active = (kind: "pause" | "busy"): ActiveControl[] =>
    (status?.channels ?? []).flatMap((channel) => {
      const control = channel[kind];
      return control && isControlActive({ ...control, endedAt: null }, new Date(now))
        ? [{ channel, control }]
        : [];
    });
  return {
    status,
    isError,
    now,
    pauses: active("pause"),
    busy: active("busy"),
    unconfirmedEnds: (status?.channels ?? []).flatMap((channel) =>
      channel.unconfirmedEnd ? [{ channel, call: channel.unconfirmedEnd }] : [],
    ),
  };
}
