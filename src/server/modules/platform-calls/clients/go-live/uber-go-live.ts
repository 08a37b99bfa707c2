import {
  appToken,
  UBER_SCOPES,
  type UberScope,
  UberTokenError,
  uberCredentials,
} from "../uber-client";
import { readUberIntegration } from "../uber-integration";
import {
  failed,
  type GoLivePoint,
  type GoLiveProbe,
  ok,
  refusalWords,
  unchecked,
} from "./go-live-point";

/**
 * Uber Eats' go-live probe: a client-credentials token is asked for each scope OrderDock's
 * calls need (the token endpoint says `invalid_client` for bad credentials, `invalid_scope`
 * for a scope the app was not given), then Get Integration Details (`GET …/pos_data`, scope
 * `eats.store`) tells whether the store is activated with OrderDock as its order manager.
 */
export const probeUberEats: GoLiveProbe = async ({ config, origin, connection }) => {
  const credentials = uberCredentials(config, origin);
  const missing: UberScope[] = [];
  for (const scope of Object.values(UBER_SCOPES)) {
    try {
      await appToken(credentials, scope);
    } catch (error) {
      if (error instanceof UberTokenError && error.code === "invalid_scope") {
        missing.push(scope);
        continue;
      }
      const why =
        error instanceof UberTokenError
          ? `Uber's token endpoint answered ${error.status}: ${error.code || "no reason given"}`
          : "Uber's sign-in could not be reached";
      return [
        failed("credentials", why),
        unchecked("scopes", "Not checked: the credentials must work first"),
        unchecked("activated", "Not checked: the credentials must work first"),
        storePoint(connection.settings),
      ];
    }
  }
  const points: GoLivePoint[] = [
    ok("credentials", `Uber accepted the app's client id ${credentials.clientId}`),
    missing.length === 0
      ? ok("scopes", `Granted: ${Object.values(UBER_SCOPES).join(", ")}`)
      : failed("scopes", `Not granted to the app: ${missing.join(", ")}`),
  ];
  const storeId = connection.settings.storeId;
  if (!storeId) {
    points.push(unchecked("activated", "Not checked: no store was chosen"));
  } else if (missing.includes(UBER_SCOPES.store)) {
    points.push(unchecked("activated", `Not checked: it needs the scope ${UBER_SCOPES.store}`));
  } else {
    const read = await readUberIntegration(credentials, storeId);
    if (!read.ok) points.push(failed("activated", refusalWords("Uber Eats", read.outcome)));
    else if (!read.integration.integrationEnabled)
      points.push(failed("activated", "The integration is switched off at Uber Eats"));
    else if (read.integration.orderManagerClientId !== credentials.clientId)
      points.push(failed("activated", "OrderDock is not the store's order manager"));
    else points.push(ok("activated", "OrderDock is the store's order manager"));
  }
  points.push(storePoint(connection.settings));
  return points;
};

function storePoint(settings: Record<string, string>): GoLivePoint {
  if (!settings.storeId) return failed("store", "No store chosen: connect Uber Eats again");
  const name = settings.storeName ? `${settings.storeName}, ` : "";
  return ok("store", `${name}store id ${settings.storeId}`);
}
