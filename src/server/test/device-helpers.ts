import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Operator, PairingCode } from "../../domain/api/devices";
import { OPERATOR_HEADER } from "../../domain/api/devices";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { sessionCookieOf } from "./auth-helpers";

export type PairedDevice = { id: string; name: string; token: string };

/**
 * A kitchen device joins as a tablet does: an owner adds it in Settings, and the code is
 * entered at /device, which gives the device its session cookie.
 */
export async function pairNewDevice(
  app: FastifyInstance,
  { ownerToken, name = "Pass iPad" }: { ownerToken: string; name?: string },
): Promise<PairedDevice> {
  const added = await app.inject({
    method: "POST",
    url: "/api/devices",
    cookies: { [SESSION_COOKIE]: ownerToken },
    payload: { name },
  });
  if (added.statusCode !== 201) throw new Error(`add device: ${added.statusCode} ${added.body}`);
  const { code, device } = added.json() as PairingCode;
  // Each tablet from an address of its own: pairing is limited per address.
  const paired = await app.inject({
    method: "POST",
    url: "/api/device/pair",
    payload: { code },
    remoteAddress: `10.77.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  if (paired.statusCode !== 200) throw new Error(`pair: ${paired.statusCode} ${paired.body}`);
  const cookie = sessionCookieOf(paired);
  if (!cookie) throw new Error("pairing set no session cookie");
  return { id: device.id, name, token: cookie.value };
}

/** The person sets their PIN with their own session (Settings → Account). */
export async function setOwnPin(
  app: FastifyInstance,
  { token, password, pin }: { token: string; password: string; pin: string },
): Promise<void> {
  const response = await app.inject({
    method: "PUT",
    url: "/api/account/pin",
    cookies: { [SESSION_COOKIE]: token },
    payload: { currentPassword: password, pin },
  });
  if (response.statusCode !== 200)
    throw new Error(`set pin: ${response.statusCode} ${response.body}`);
}

/** The person enters their PIN on the device; the headers their requests then carry. */
export async function identifyOn(
  app: FastifyInstance,
  device: PairedDevice,
  { personId, pin }: { personId: string; pin: string },
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: "POST",
    url: "/api/device/identify",
    cookies: { [SESSION_COOKIE]: device.token },
    payload: { personId, pin },
  });
  if (response.statusCode !== 200)
    throw new Error(`identify: ${response.statusCode} ${response.body}`);
  return { [OPERATOR_HEADER]: (response.json() as Operator).token };
}
