import { createRequire } from "node:module";
import path from "node:path";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../../test/test-database";
import { startTwinApp, type TwinTestApp } from "../../test/twin-helpers";
import { currentJwt, DOORDASH_PROVIDER_TYPE, doorDashKeys } from "./clients/doordash.client";

/**
 * DoorDash's own Node SDK (`@doordash/sdk`, its `Jwt.generateJwt`) makes the JWT DoorDash
 * documents: the DoorDash twin takes it, with the Marketplace headers beside it, and
 * OrderDock's token carries the same header and claims. The SDK exports only its Drive
 * client, so its JWT maker is read from the package's own file.
 */
type SdkJwt = {
  Jwt: {
    generateJwt(context: { developer_id: string; key_id: string; signing_secret: string }): string;
  };
};
const require = createRequire(import.meta.url);
const sdkJwt = require(
  path.join(path.dirname(require.resolve("@doordash/sdk")), "utils", "jwt.js"),
) as SdkJwt;

describe(`DoorDash's official SDK against the DoorDash twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  const sdkToken = () => {
    const keys = doorDashKeys(app.config, app.origin);
    return sdkJwt.Jwt.generateJwt({
      developer_id: keys.developerId,
      key_id: keys.keyId,
      signing_secret: keys.signingSecret,
    });
  };
  const readStore = (headers: Record<string, string>) =>
    fetch(`${app.origin}/sandbox/doordash/api/v1/stores/${app.owner.restaurantId}/store_details`, {
      headers,
    });

  it("takes the SDK's JWT with the Marketplace headers, and refuses it without them", async () => {
    const authorization = `Bearer ${sdkToken()}`;
    const answered = await readStore({
      authorization,
      "auth-version": "v2",
      "user-agent": `${DOORDASH_PROVIDER_TYPE}/1.0`,
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ is_active: true, current_deactivations: [] });

    const bare = await readStore({ authorization });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ message: "The auth-version header must be v2" });
  });

  it("makes OrderDock's JWT with the SDK's header and claims", async () => {
    const keys = doorDashKeys(app.config, app.origin);
    const ours = await currentJwt(keys);
    const theirs = sdkToken();
    const header = decodeProtectedHeader(ours);
    expect(header).toMatchObject({ alg: "HS256", "dd-ver": "DD-JWT-V1" });
    expect(decodeProtectedHeader(theirs)).toMatchObject({ alg: "HS256", "dd-ver": "DD-JWT-V1" });
    const claims = decodeJwt(ours);
    const sdkClaims = decodeJwt(theirs);
    for (const name of ["aud", "iss", "kid"] as const) expect(claims[name]).toBe(sdkClaims[name]);
    // DoorDash takes a token for at most 30 minutes.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(1800);
  });
});
