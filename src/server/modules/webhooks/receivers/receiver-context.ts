import type { Platform } from "../../../../domain/platforms";
import type { Config } from "../../../config";
import { uberCredentials } from "../../platform-calls/clients/uber-client";
import type { ReceiverContext } from "./receiver";

/**
 * What a platform's receiver needs beyond the delivery: how OrderDock reaches Uber Eats,
 * and whether a store id in this platform's webhooks is worth keeping (OrderDock calls the
 * platform itself, with keys configured, rather than its twin).
 */
export function receiverContext(
  config: Config,
  origin: string,
  platform: Platform,
): Omit<ReceiverContext, "restaurantId"> {
  const callsPlatform =
    (platform === "doordash" && config.doordash !== null) ||
    (platform === "grubhub" && config.grubhub !== null);
  return { uber: uberCredentials(config, origin), learnsStoreIds: callsPlatform };
}
