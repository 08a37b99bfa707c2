import { doorDashHeaders, doorDashKeys } from "../doordash.client";
import { sendHttp } from "../http";
import { failed, type GoLiveProbe, ok, pointsOfRead, unchecked } from "./go-live-point";

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
  return pointsOfRead({
    platformName: "DoorDash",
    outcome,
    credentialsTaken: "DoorDash accepted OrderDock's JWT",
    scopes: ok("scopes", "DoorDash's JWT carries no scopes: every Marketplace call is open to it"),
    activated: storeActivity,
    store: {
      known: `Location id ${locationId}`,
      unknown: `DoorDash does not know location id ${locationId}`,
      whileRefused: unchecked("store", `Not checked: location id ${locationId}`),
    },
  });
};

/** Active, or deactivated and why (`is_active`, `current_deactivations[].reason`). */
function storeActivity(body: unknown) {
  const details = (body ?? {}) as Record<string, unknown>;
  const deactivations = Array.isArray(details.current_deactivations)
    ? details.current_deactivations
    : [];
  const reason = (deactivations[0] as Record<string, unknown> | undefined)?.reason;
  return details.is_active === false || deactivations.length > 0
    ? failed(
        "activated",
        `The store is deactivated on DoorDash${typeof reason === "string" ? `: ${reason}` : ""}`,
      )
    : ok("activated", "The store is active on DoorDash");
}
