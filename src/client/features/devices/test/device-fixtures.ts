import type { Device, DevicePerson, Operator } from "@/domain/api/devices";

export const MARIA: DevicePerson = {
  id: "8d1e2f3a-4b5c-4d6e-9f70-8a9b0c1d2e01",
  name: "Maria Lopez",
  role: "staff",
};
export const SAM: DevicePerson = {
  id: "8d1e2f3a-4b5c-4d6e-9f70-8a9b0c1d2e02",
  name: "Sam Lee",
  role: "manager",
};

/** The answer to a right PIN: a token for two minutes from now. */
export function operatorFor(person: DevicePerson, token = `token-${person.name}`): Operator {
  return { person, token, expiresAt: new Date(Date.now() + 120_000).toISOString() };
}

export const PASS_IPAD_ID = "b0c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d01";
export const LINE_TABLET_ID = "b0c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d02";

/** A device as GET /api/devices lists it; paired unless told otherwise. */
export function buildDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: PASS_IPAD_ID,
    name: "Pass iPad",
    status: "paired",
    pinActions: ["reject", "cancel", "eighty_six", "pause"],
    createdAt: "2026-11-20T15:00:00.000Z",
    pairedAt: "2026-11-20T15:05:00.000Z",
    lastSeenAt: "2026-11-20T18:41:00.000Z",
    codeExpiresAt: null,
    ...overrides,
  };
}
