import type { PlatformAction } from "../../../../domain/platform-actions";
import type { Config } from "../../../config";
import type { AddressGuard } from "../../../lib/address-guard";
import type { CallOutcome } from "./http";

/**
 * What every platform client is given to make one call (docs/platform-calls.md). The base
 * URL and keys come from each client's endpoint (`wooEndpoint`, `shopifyEndpoint`…): the
 * real platform when its credentials are configured, otherwise its twin inside OrderDock,
 * through this same code.
 */
export type ClientContext = {
  config: Config;
  /** OrderDock's own address, where the twins answer. */
  origin: string;
  restaurantId: string;
  /** The restaurant's saved connection: settings in the clear, secrets opened. */
  connection: { settings: Record<string, string>; secrets: Record<string, string> };
  order: { id: string; externalId: string; orderNumber: string; isDelivery: boolean };
  action: PlatformAction;
  payload: CallPayload;
  /**
   * Judges the address of a live store's own URL when the call connects: the system's
   * resolver and only public addresses, unless a test gives its own.
   */
  addressGuard?: AddressGuard;
};

export type CallPayload = {
  /** Accept: minutes until ready and the ready time they give (ISO). */
  prepMinutes?: number;
  readyAt?: string;
  /** Deny and cancel: the platform's reason code, its label, and staff's words. */
  reason?: string;
  reasonLabel?: string;
  note?: string;
  /** Adjust: the platform's id of the line that is out of stock, and its name. */
  lineId?: string;
  itemName?: string;
};

export type PlatformClient = (context: ClientContext) => Promise<CallOutcome>;

/** An action this platform has no call for: nothing to send, nothing to wait for. */
export function notApplicable(message: string): CallOutcome {
  return { kind: "done", status: 0, body: null, note: message };
}
