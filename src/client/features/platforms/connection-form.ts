import type { z } from "zod";
import type { CurrentUser } from "@/domain/api/auth";
import {
  type ConnectionDetails,
  type ConnectionUpdate,
  connectionUpdateSchema,
} from "@/domain/api/platform-connections";
import type { Platform } from "@/domain/platforms";
import { PLATFORMS_TEXT } from "./platform-messages";

/** The platforms connected by keys the owner types in, as opposed to OAuth or the form. */
export type KeyedPlatform = Exclude<Platform, "ubereats" | "website">;
export const KEYED_PLATFORMS = ["doordash", "grubhub", "shopify", "woocommerce"] as const;

export type ConnectionField = "apiKey" | "storeUrl" | "siteUrl" | "consumerKey" | "consumerSecret";

/** The fields each platform's card asks for, in screen order. */
export const PLATFORM_FIELDS: Record<KeyedPlatform, readonly ConnectionField[]> = {
  doordash: ["apiKey"],
  grubhub: ["apiKey"],
  shopify: ["storeUrl", "apiKey"],
  woocommerce: ["siteUrl", "consumerKey", "consumerSecret"],
};

/**
 * The secret that proves an order really comes from the platform: without one saved,
 * 'Save and Connect' would turn on a connection whose every order gets refused.
 */
const SIGNING_SECRET: Record<KeyedPlatform, { field: ConnectionField; message: string }> = {
  doordash: { field: "apiKey", message: PLATFORMS_TEXT.form.apiKeyRequired },
  grubhub: { field: "apiKey", message: PLATFORMS_TEXT.form.apiKeyRequired },
  shopify: { field: "apiKey", message: PLATFORMS_TEXT.form.apiKeyRequired },
  woocommerce: { field: "consumerSecret", message: PLATFORMS_TEXT.form.consumerSecretRequired },
};

// The shared schema's rules and messages; empty secrets become "keep it".
const connectionFieldsSchema = connectionUpdateSchema.pick({
  apiKey: true,
  storeUrl: true,
  siteUrl: true,
  consumerKey: true,
  consumerSecret: true,
});
export type ConnectionFormInput = z.input<typeof connectionFieldsSchema>;
export type ConnectionFormValues = z.output<typeof connectionFieldsSchema>;

/** Has the server got this platform's signing secret already? */
export function hasSavedSecret(
  platform: KeyedPlatform,
  user: CurrentUser,
  connection: ConnectionDetails,
): boolean {
  if (SIGNING_SECRET[platform].field === "consumerSecret") return connection.hasConsumerSecret;
  return Boolean(user.apiKeys[platform]);
}

export function connectionFormSchema(platform: KeyedPlatform, isSecretSaved: boolean) {
  const { field, message } = SIGNING_SECRET[platform];
  return connectionFieldsSchema.superRefine((values, context) => {
    if (isSecretSaved || values[field]) return;
    context.addIssue({ code: "custom", path: [field], message });
  });
}

/** Addresses come back as saved; secrets never do, so their inputs start empty. */
export function connectionFormDefaults(
  connection: ConnectionDetails,
): Required<ConnectionFormInput> {
  return {
    apiKey: "",
    storeUrl: connection.storeUrl ?? "",
    siteUrl: connection.siteUrl ?? "",
    consumerKey: "",
    consumerSecret: "",
  };
}

/** 'Save and Connect': every field the card shows, none dropped. */
export function saveAndConnectUpdate(
  platform: KeyedPlatform,
  values: ConnectionFormValues,
): ConnectionUpdate {
  const update: ConnectionUpdate = { platform, connected: true };
  for (const field of PLATFORM_FIELDS[platform]) update[field] = values[field];
  return update;
}
