import { z } from "zod";
import { DEVICE_ACTIONS, PIN_PATTERN } from "../devices";
import { TEAM_ROLES } from "../permissions";
import { emailSchema, passwordSchema } from "./auth";

/**
 * Kitchen devices (Settings → Devices and the device's own screens at /device): shared by the
 * server's routes and the browser's forms, so both say the same words (docs/devices.md).
 */
export const DEVICE_NAME_MESSAGE = "Give the device a name, such as Pass iPad";
export const deviceNameSchema = z
  .string(DEVICE_NAME_MESSAGE)
  .trim()
  .min(1, DEVICE_NAME_MESSAGE)
  .max(60, "A device's name can be at most 60 characters");

export const deviceActionSchema = z.enum(DEVICE_ACTIONS, "Choose one of the device's actions");
export const pinActionsSchema = z
  .array(deviceActionSchema)
  .max(DEVICE_ACTIONS.length)
  .transform((actions) => [...new Set(actions)]);

export const PIN_MESSAGE = "A PIN is 4 to 6 digits";
export const pinSchema = z.string(PIN_MESSAGE).regex(PIN_PATTERN, PIN_MESSAGE);

export const addDeviceInputSchema = z.object({ name: deviceNameSchema });
export type AddDeviceInput = z.infer<typeof addDeviceInputSchema>;

/** The name, the actions that need a PIN, or both; what is left out stays. */
export const updateDeviceInputSchema = z.object({
  name: deviceNameSchema.optional(),
  pinActions: pinActionsSchema.optional(),
});
export type UpdateDeviceInput = z.input<typeof updateDeviceInputSchema>;

/** A device as Settings lists it: waiting for its code to be entered, or paired. */
export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(["waiting", "paired"]),
  pinActions: z.array(deviceActionSchema),
  createdAt: z.string(),
  pairedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** While waiting: when its code stops working. */
  codeExpiresAt: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicesSchema = z.object({ devices: z.array(deviceSchema) });

/** A code to enter at /device, shown once, when the device is added or a new code asked for. */
export const pairingCodeSchema = z.object({
  device: deviceSchema,
  code: z.string(),
  expiresAt: z.string(),
});
export type PairingCode = z.infer<typeof pairingCodeSchema>;

export const PAIRING_CODE_INVALID =
  "That code is not right or has expired. Ask an owner for a new code in Settings → Devices.";
export const pairInputSchema = z.object({
  code: z
    .string(PAIRING_CODE_INVALID)
    .trim()
    .min(4, PAIRING_CODE_INVALID)
    .max(20, PAIRING_CODE_INVALID),
});
export type PairInput = z.infer<typeof pairInputSchema>;

/** The people a device offers to identify: those who have set a PIN. */
export const devicePersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type DevicePerson = z.infer<typeof devicePersonSchema>;
export const devicePeopleSchema = z.object({ people: z.array(devicePersonSchema) });

export const identifyInputSchema = z.object({
  personId: z.string("Choose who you are").min(1, "Choose who you are").max(100),
  pin: pinSchema,
});
export type IdentifyInput = z.infer<typeof identifyInputSchema>;

/**
 * A person identified on the device: the token goes with each of their requests in the
 * `OPERATOR_HEADER` header until it expires. Each change they make is answered with the same
 * header, a token renewed for another idle period, which replaces the one held.
 */
export const operatorSchema = z.object({
  person: devicePersonSchema,
  token: z.string(),
  expiresAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;
export const OPERATOR_HEADER = "x-orderdock-operator";

/** Setting one's own PIN: from Settings → Account, or on a device with email and password. */
export const setPinInputSchema = z.object({ currentPassword: passwordSchema, pin: pinSchema });
export type SetPinInput = z.infer<typeof setPinInputSchema>;
export const setPinOnDeviceInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  pin: pinSchema,
});
export type SetPinOnDeviceInput = z.infer<typeof setPinOnDeviceInputSchema>;

export const DEVICE_MESSAGES = {
  pinRequired: "Enter your PIN to do this on this device.",
  pinWrong: "That PIN is not right.",
  pinLocked: (seconds: number) => {
    if (seconds <= 90)
      return `Too many wrong PINs. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
    const minutes = Math.ceil(seconds / 60);
    return `Too many wrong PINs. Try again in ${minutes} minutes.`;
  },
  pinSet: "Your PIN is set. Use it on the restaurant's devices.",
  notOnTeam: "That person is not on this restaurant's team.",
  operatorEnded: "Enter your PIN again: the time on this device has run out.",
  devicesOnly: "Only a paired kitchen device can do this.",
  peopleOnly: "A kitchen device cannot do this. Sign in as yourself.",
  revoked: "This device was removed from the restaurant. Pair it again with a new code.",
} as const;
/** Codes the API answers with, so the browser knows to ask for a PIN. */
export const PIN_REQUIRED_CODE = "PIN_REQUIRED";
export const OPERATOR_ENDED_CODE = "OPERATOR_ENDED";
