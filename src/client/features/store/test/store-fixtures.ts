import type { StoreCall, StoreChannelStatus, StoreControl, StoreStatus } from "@/domain/api/store";
import type { StoreChannel } from "@/domain/store-controls";

/** Store statuses as GET /api/store answers them, for the store feature's tests. */
const NAMES: Record<StoreChannel, string> = {
  ubereats: "Uber Eats",
  doordash: "DoorDash",
  grubhub: "Grubhub",
  website: "Website",
};

export function channel(
  name: StoreChannel,
  parts: Partial<Pick<StoreChannelStatus, "pause" | "busy" | "unconfirmedEnd">> = {},
): StoreChannelStatus {
  return {
    channel: name,
    name: NAMES[name],
    takesBusy: name !== "website",
    pause: null,
    busy: null,
    unconfirmedEnd: null,
    ...parts,
  };
}

export function control(
  kind: StoreControl["kind"],
  endsAt: string | null,
  call: StoreCall | null = null,
  extraMinutes: number | null = kind === "busy" ? 20 : null,
): StoreControl {
  return {
    id: `${kind}-${endsAt}`,
    kind,
    extraMinutes,
    source: "staff",
    reason: null,
    startsAt: "2026-11-26T18:00:00.000Z",
    endsAt,
    call,
  };
}

export function call(
  action: StoreCall["action"],
  state: StoreCall["state"],
  message: string | null = null,
  id = `call-${action}-${state}`,
): StoreCall {
  return { id, action, state, message };
}

export function storeStatus(channels: StoreChannelStatus[]): StoreStatus {
  return { channels, prepMinutes: 20, now: "2026-11-26T18:00:00.000Z" };
}
