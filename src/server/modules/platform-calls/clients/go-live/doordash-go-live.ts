import { doorDashHeaders, doorDashKeys } from "../doordash.client";
import { sendHttp } from "../http";
import {
  failed,
  type GoLiveProbe,
  isCredentialRefusal,
  ok,
  refusalWords,
  unchecked,
} from "./go-live-point";

/**
 * DoorDash's go-live probe: one harmless read, `GET /api/v1/stores/{location_id}/store_details`
 * (DoorDash's guide "Store Temporarily Deactivated"), with the JWT and headers every call
 * carries. 401 or 403: the credentials; 404: DoorDash does not know the location id; 200:
 * whether the store is active, and any deactivation in force. DoorDash's JWT carries no
 * scopes, so there are none to check.
 */
export const probeDoorDash: GoLiveProbe = async ({ config, origin, restaurantId, connection }) => {
  const keys = doorDashKeys(config, origin);
  const locationId = connection.settings.storeId || restaurantId;
  const outcome = await sendHttp({
    method: "GET",
    url: `${keys.apiUrl}/api/v1/stores/${encodeURIComponent(locationId)}/store_details`,
    headers: await doorDashHeaders(keys),
  });
  const scopes = ok(
    "scopes",
    "DoorDash's JWT carries no scopes: every Marketplace call is open to it",
  );
  if (isCredentialRefusal(outcome)) {
    return [
      failed("credentials", refusalWords("DoorDash", outcome)),
      scopes,
      unchecked("activated", "Not checked: the credentials must work first"),
      unchecked("store", `Not checked: location id ${locationId}`),
    ];
  }
  if (outcome.kind !== "done") {
    const words = refusalWords("DoorDash", outcome);
    const isUnknown = outcome.status === 404;
    return [
      isUnknown
        ? ok("credentials", "DoorDash accepted OrderDock's JWT")
        : unchecked("credentials", words),
      scopes,
      unchecked("activated", `Not checked: ${words}`),
      isUnknown
        ? failed("store", `DoorDash does not know location id ${locationId}`)
        : unchecked("store", words),
    ];
  }
  const body = (outcome.body ?? {}) as Record<string, unknown>;
  const deactivations = Array.isArray(body.current_deactivations) ? body.current_deactivations : [];
  const reason = (deactivations[0] as Record<string, unknown> | undefined)?.reason;
  return [
    ok("credentials", "DoorDash accepted OrderDock's JWT"),
    scopes,
    body.is_active === false || deactivations.length > 0
      ? failed(
          "activated",
          `The store is deactivated on DoorDash${typeof reason === "string" ? `: ${reason}` : ""}`,
        )
      : ok("activated", "The store is active on DoorDash"),
    ok("store", `Location id ${locationId}`),
  ];
};
