import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformConnections } from "../../../db/schema/platform-connections";
import { SESSION_COOKIE } from "../../../plugins/session-cookie";
import { findUberIntegration } from "../../../sandbox/ubereats/uber-integrations.repository";
import {
  createSignedInOwner,
  listenOnRandomPort,
  type SignedInOwner,
} from "../../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { TEST_ENGINE } from "../../../test/test-database";

/**
 * The Uber Eats connection through the built-in sandbox, over real HTTP: the connect
 * call's authUrl, the consent page, the callback's state check and token exchange, the
 * owner's choice of store and its activation at Uber, the agreement and the disconnect.
 */
describe(`connecting Uber Eats through the sandbox (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let base: string;
  let owner: SignedInOwner;

  beforeAll(async () => {
    testApp = await createTestApp();
    base = `http://127.0.0.1:${await listenOnRandomPort(testApp.app)}`;
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Uber Grill");
  });
  afterAll(() => testApp.close());

  const as = (who: SignedInOwner) => ({ cookie: `${SESSION_COOKIE}=${who.token}` });
  type UserJson = {
    platformConnections: Record<string, boolean>;
    uberEatsMerchantAgreementDate: string | null;
  };
  const me = async (who: SignedInOwner) =>
    (await (await fetch(`${base}/api/auth/me`, { headers: as(who) })).json()) as UserJson;

  /** Follows the browser's path up to (not into) the callback; returns the callback URL. */
  async function consent(who: SignedInOwner, decision: "Authorize" | "Cancel" = "Authorize") {
    const started = await fetch(`${base}/api/platforms/ubereats/connect`, {
      method: "POST",
      headers: as(who),
    });
    expect(started.status).toBe(200);
    const { authUrl } = (await started.json()) as { authUrl: string };
    expect(authUrl).toMatch(
      /\/sandbox\/ubereats\/oauth\/v2\/authorize\?client_id=orderdock-sandbox&response_type=code/,
    );
    expect(new URL(authUrl).searchParams.get("scope")).toBe("eats.pos_provisioning");
    const page = await (await fetch(authUrl)).text();
    expect(page).toContain("Authorize OrderDock");
    const link = new RegExp(`href="([^"]+)">${decision}<`)
      .exec(page)?.[1]
      ?.replaceAll("&#38;", "&");
    if (!link) throw new Error("no link on the consent page");
    const target = new URL(link, base);
    if (decision === "Cancel") return target.toString();
    const approved = await fetch(target, { redirect: "manual" });
    return approved.headers.get("location") ?? "";
  }

  const callback = async (who: SignedInOwner, url: string) => {
    const response = await fetch(url, { headers: as(who), redirect: "manual" });
    expect(response.status).toBe(303);
    return response.headers.get("location");
  };

  const post = (who: SignedInOwner, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { ...as(who), ...(body !== undefined && { "content-type": "application/json" }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  type Stores = {
    choices: Array<{ storeId: string; name: string }>;
    activated: { storeId: string; name: string } | null;
  };
  const stores = async (who: SignedInOwner) =>
    (await (
      await fetch(`${base}/api/platforms/ubereats/stores`, { headers: as(who) })
    ).json()) as Stores;
  const integration = async (storeId: string) => findUberIntegration(testApp.database.db, storeId);
  let chosen = "";

  it("lists the owner's stores after consent and connects nothing until one is activated", async () => {
    const back = await consent(owner);
    expect(back).toMatch(/\/api\/platforms\/ubereats\/callback\?code=.+&state=.+/);
    expect(await callback(owner, back)).toBe("/platform-connections?platform=ubereats&choose=1");
    expect((await me(owner)).platformConnections.ubereats).toBe(false);
    const listed = await stores(owner);
    expect(listed.activated).toBeNull();
    expect(listed.choices.map((store) => store.name)).toEqual([
      "Sandbox Bistro Downtown (Uber Eats sandbox)",
      "Sandbox Bistro Riverside (Uber Eats sandbox)",
    ]);
    for (const store of listed.choices) expect(await integration(store.storeId)).toBeNull();

    // Only a store Uber listed can be chosen.
    const unlisted = await post(owner, "/api/platforms/ubereats/stores/activate", {
      storeId: "someone-elses-store",
    });
    expect(unlisted.status).toBe(400);
    expect(await unlisted.json()).toMatchObject({
      message: "Choose one of the stores Uber Eats listed",
    });
  });

  it("activates the chosen store as its order manager, then the store is connected, tokens sealed", async () => {
    const choice = (await stores(owner)).choices[1];
    chosen = choice?.storeId ?? "";
    const activated = await post(owner, "/api/platforms/ubereats/stores/activate", {
      storeId: chosen,
    });
    expect(activated.status).toBe(200);
    const body = (await activated.json()) as { message: string; user: UserJson };
    expect(body.message).toBe(
      "Uber Eats store Sandbox Bistro Riverside (Uber Eats sandbox) is activated: OrderDock accepts its orders",
    );
    expect(body.user.platformConnections.ubereats).toBe(true);
    expect(body.user.uberEatsMerchantAgreementDate).toBeNull();
    // Uber now holds OrderDock as the store's order manager, and the restaurant as its id.
    expect(await integration(chosen)).toMatchObject({
      integrationEnabled: true,
      isOrderManager: true,
      integratorStoreId: owner.restaurantId,
    });
    expect(await stores(owner)).toMatchObject({
      choices: [],
      activated: { storeId: chosen, name: "Sandbox Bistro Riverside (Uber Eats sandbox)" },
    });

    const [row] = await testApp.database.db
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.restaurantId, owner.restaurantId));
    expect(row?.settings.storeId).toBe(chosen);
    expect(chosen).toMatch(/^[0-9a-f-]{36}$/);
    // The tokens live only inside the sealed value, which is base64 (and so may contain
    // "eyJ" by chance); nothing else in the row carries them.
    const { secretsEncrypted, ...rest } = row ?? { secretsEncrypted: "" };
    expect(secretsEncrypted).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(JSON.stringify(rest)).not.toMatch(/accessToken|eyJ/);
  });

  it("records the merchant agreement, then disconnects: the integration is switched off at Uber", async () => {
    const agreed = await post(owner, "/api/platforms/ubereats/merchant-agreement", {
      agreed: true,
    });
    expect(agreed.status).toBe(200);
    const { user } = (await agreed.json()) as { user: UserJson };
    expect(Date.now() - Date.parse(user.uberEatsMerchantAgreementDate ?? "")).toBeLessThan(60_000);

    const gone = await post(owner, "/api/platforms/ubereats/disconnect");
    expect(await gone.json()).toMatchObject({
      user: { platformConnections: { ubereats: false }, uberEatsMerchantAgreementDate: null },
      warning: null,
    });
    expect(await integration(chosen)).toMatchObject({
      integrationEnabled: false,
      isOrderManager: false,
    });
  });

  it("refuses a callback whose state another restaurant started, and a cancelled consent", async () => {
    const other = await createSignedInOwner(testApp.app, testApp.database.db, "Someone Else");
    const stolen = await consent(owner);
    const refused = await callback(other, stolen);
    expect(refused).toContain("error=");
    expect((await me(other)).platformConnections.ubereats).toBe(false);

    const cancelled = await callback(owner, await consent(owner, "Cancel"));
    expect(decodeURIComponent(cancelled ?? "")).toContain("Uber Eats access was not granted.");
    expect((await me(owner)).platformConnections.ubereats).toBe(false);
  });

  it("the sandbox token endpoint refuses a wrong client secret and a forged code", async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${base}/sandbox/ubereats/oauth/v2/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    expect(
      (
        await form({
          client_id: "orderdock-sandbox",
          client_secret: "nope",
          grant_type: "client_credentials",
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${base}/sandbox/ubereats/v1/eats/stores`, {
          headers: { authorization: "Bearer forged.token" },
        })
      ).status,
    ).toBe(401);
  });
});
