import { grubhubAuthorization, grubhubKeys } from "../grubhub.client";
import { sendHttp } from "../http";
import { type GoLiveProbe, ok, pointsOfRead, unchecked } from "./go-live-point";

/**
 * Grubhub's go-live probe: one harmless read, `GET /pos/v1/merchant/{merchant_id}/busy` (its
 * archived OpenAPI), signed with the partner key and MAC every call carries. 401 or 403:
 * the credentials; 404: Grubhub does not know the merchant id. Grubhub's keys carry no
 * scopes, and it publishes no activation state a partner can read.
 */
export const probeGrubhub: GoLiveProbe = async ({ config, origin, restaurantId, connection }) => {
  const keys = grubhubKeys(config, origin);
  const merchantId = connection.settings.merchantId || restaurantId;
  const url = `${keys.apiUrl}/pos/v1/merchant/${encodeURIComponent(merchantId)}/busy`;
  const outcome = await sendHttp({
    method: "GET",
    url,
    headers: {
      "x-gh-partner-key": keys.partnerKey,
      authorization: grubhubAuthorization(keys, "GET", new URL(url), ""),
    },
  });
  return pointsOfRead({
    platformName: "Grubhub",
    outcome,
    credentialsTaken: "Grubhub accepted OrderDock's signature",
    scopes: ok("scopes", "Grubhub's keys carry no scopes: every POS call is open to them"),
    activated: unchecked(
      "activated",
      "Grubhub publishes no activation state to read: its orders arriving show it",
    ),
    store: {
      known: `Merchant id ${merchantId}`,
      unknown: `Grubhub does not know merchant id ${merchantId}`,
      whileRefused: unchecked("store", `Not checked: merchant id ${merchantId}`),
    },
  });
};
