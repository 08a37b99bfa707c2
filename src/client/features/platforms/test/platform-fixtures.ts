import { TEST_RESTAURANT_ID } from "@/client/test/current-user";
import type { ConnectionDetails } from "@/domain/api/platform-connections";
import { PLATFORMS, type Platform } from "@/domain/platforms";

export {
  buildCurrentUser as buildUser,
  TEST_RESTAURANT_ID as RESTAURANT_ID,
  TEST_USER_ID as USER_ID,
} from "@/client/test/current-user";

export function buildConnection(
  platform: Platform,
  overrides: Partial<ConnectionDetails> = {},
): ConnectionDetails {
  const hasWebhook = platform !== "website" && platform !== "ubereats";
  return {
    platform,
    connected: false,
    storeUrl: null,
    siteUrl: null,
    consumerKey: null,
    hasConsumerSecret: false,
    webhookUrl: hasWebhook
      ? `https://orders.example.com/webhooks/${platform}/${TEST_RESTAURANT_ID}`
      : null,
    problem: null,
    ...overrides,
  };
}

/** The GET /api/platform-connections answer, with some entries changed. */
export function buildConnections(
  changes: Partial<Record<Platform, Partial<ConnectionDetails>>> = {},
) {
  return { connections: PLATFORMS.map((platform) => buildConnection(platform, changes[platform])) };
}
