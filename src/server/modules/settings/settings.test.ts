import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { postLogin, signInToken } from "../../test/auth-helpers";
import {
  closeSockets,
  connectJoined,
  createSignedInOwner,
  listenOnRandomPort,
  type SignedInOwner,
  type TestSocket,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/** Settings: the restaurant profile and the account. */

/** A restaurant with no opening hours is not watched. */
const NO_WATCH = { openingHours: null, darkKitchenMinutes: 5, reopenWhenBack: true };
/** A new restaurant counts 5 minutes of work per item and has no kitchen-load rules. */
const NO_LOAD_RULES = { defaultItemMinutes: 5, rules: null };

describe(`settings and account (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let port: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    port = await listenOnRandomPort(testApp.app);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  const as = (token: string) => ({
    get: (url: string) =>
      testApp.app.inject({ method: "GET", url, cookies: { [SESSION_COOKIE]: token } }),
    put: (url: string, payload: unknown) =>
      testApp.app.inject({
        method: "PUT",
        url,
        cookies: { [SESSION_COOKIE]: token },
        payload: payload as object,
      }),
  });
  const newOwner = () => createSignedInOwner(testApp.app, testApp.database.db, "Profile Place");

  it("reads and saves the restaurant profile; the new name is the current user's restaurant", async () => {
    const owner = await newOwner();
    const api = as(owner.token);
    expect((await api.get("/api/settings")).json()).toEqual({
      restaurant: {
        name: "Profile Place",
        phone: "",
        address: "",
        timezone: "America/New_York",
        prepMinutes: 20,
        salesTaxPercent: 0,
      },
      orderHandling: {
        autoAcceptPlatforms: [],
        deadlineWarningMinutes: 2,
        ageWarningMinutes: 10,
        ageLateMinutes: 20,
      },
      kitchenWatch: NO_WATCH,
      kitchenLoad: NO_LOAD_RULES,
      trialEndsAt: null,
    });
    const profile = {
      name: "Profile Place Downtown",
      phone: "(512) 555-0199",
      address: "200 Congress Ave, Austin, TX 78701",
      timezone: "America/Chicago",
      prepMinutes: 35,
      salesTaxPercent: 8.875,
    };
    const saved = await api.put("/api/settings", { restaurant: profile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      restaurant: profile,
      orderHandling: {
        autoAcceptPlatforms: [],
        deadlineWarningMinutes: 2,
        ageWarningMinutes: 10,
        ageLateMinutes: 20,
      },
      kitchenWatch: NO_WATCH,
      kitchenLoad: NO_LOAD_RULES,
      trialEndsAt: null,
    });
    expect((await api.get("/api/auth/me")).json().restaurant).toEqual({
      id: owner.restaurantId,
      name: "Profile Place Downtown",
      kitchenId: null,
      timezone: "America/Chicago",
      currency: "USD",
    });
  });

  it.each([0, 241, 12.5, "soon"])(
    "refuses a preparation time of %j on its field",
    async (prepMinutes) => {
      const owner = await newOwner();
      const response = await as(owner.token).put("/api/settings", {
        restaurant: { name: "Prep", phone: "", address: "", timezone: "UTC", prepMinutes },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        {
          path: "restaurant.prepMinutes",
          message: "Preparation time must be a whole number of minutes from 1 to 240",
        },
      ]);
    },
  );

  it("refuses an unknown timezone, an empty name and a phone with letters, each on its field", async () => {
    const owner = await newOwner();
    const response = await as(owner.token).put("/api/settings", {
      restaurant: { name: " ", phone: "call me", address: "", timezone: "Mars/Olympus_Mons" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: "restaurant.name", message: "Restaurant name is required" },
        { path: "restaurant.phone", message: "Phone can hold digits, spaces and + ( ) - . only" },
        {
          path: "restaurant.timezone",
          message: "Choose a timezone from the list, e.g. America/New_York",
        },
      ]),
    );
  });

  describe("order handling", () => {
    it("saves auto-accept and the deadline warning without touching the profile", async () => {
      const owner = await newOwner();
      const api = as(owner.token);
      const profile = (await api.get("/api/settings")).json().restaurant;
      const saved = await api.put("/api/settings", {
        orderHandling: {
          autoAcceptPlatforms: ["grubhub", "ubereats", "grubhub"],
          deadlineWarningMinutes: 5,
          ageWarningMinutes: 5,
          ageLateMinutes: 12,
        },
      });
      expect(saved.statusCode).toBe(200);
      // Each platform once, in the product's order.
      const orderHandling = {
        autoAcceptPlatforms: ["ubereats", "grubhub"],
        deadlineWarningMinutes: 5,
        ageWarningMinutes: 5,
        ageLateMinutes: 12,
      };
      expect(saved.json()).toEqual({
        restaurant: profile,
        orderHandling,
        kitchenWatch: NO_WATCH,
        kitchenLoad: NO_LOAD_RULES,
        trialEndsAt: null,
      });
      expect((await api.get("/api/settings")).json()).toEqual({
        restaurant: profile,
        orderHandling,
        kitchenWatch: NO_WATCH,
        kitchenLoad: NO_LOAD_RULES,
        trialEndsAt: null,
      });
    });

    it("keeps order handling when only the profile is saved", async () => {
      const owner = await newOwner();
      const api = as(owner.token);
      const orderHandling = {
        autoAcceptPlatforms: ["doordash"],
        deadlineWarningMinutes: 3,
        ageWarningMinutes: 15,
        ageLateMinutes: 30,
      };
      await api.put("/api/settings", { orderHandling });
      await api.put("/api/settings", {
        restaurant: { name: "Renamed", phone: "", address: "", timezone: "UTC", prepMinutes: 15 },
      });
      expect((await api.get("/api/settings")).json().orderHandling).toEqual(orderHandling);
    });

    it.each([["shopify"], ["website"], ["ubereats", "tiktok"], [7]])(
      "refuses auto-accept for %j: only platforms that wait for an answer",
      async (...platforms) => {
        const owner = await newOwner();
        const response = await as(owner.token).put("/api/settings", {
          orderHandling: { autoAcceptPlatforms: platforms, deadlineWarningMinutes: 2 },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().issues).toEqual([
          {
            path: `orderHandling.autoAcceptPlatforms.${platforms.length - 1}`,
            message: "Auto-accept is only for Uber Eats, DoorDash or Grubhub",
          },
        ]);
      },
    );

    it.each([0, 11, 2.5, "soon"])(
      "refuses a deadline warning of %j on its field",
      async (deadlineWarningMinutes) => {
        const owner = await newOwner();
        const response = await as(owner.token).put("/api/settings", {
          orderHandling: { autoAcceptPlatforms: [], deadlineWarningMinutes },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().issues).toEqual([
          {
            path: "orderHandling.deadlineWarningMinutes",
            message: "Deadline warning must be a whole number of minutes from 1 to 10",
          },
        ]);
      },
    );

    it("refuses order ages that turn red before they turn amber", async () => {
      const owner = await newOwner();
      const response = await as(owner.token).put("/api/settings", {
        orderHandling: {
          autoAcceptPlatforms: [],
          deadlineWarningMinutes: 2,
          ageWarningMinutes: 20,
          ageLateMinutes: 20,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        {
          path: "orderHandling.ageLateMinutes",
          message: "Red after must be later than amber after",
        },
      ]);
    });
  });

  it.each([-1, 30.5, 8.8755, "lots"])("refuses a sales tax of %j on its field", async (tax) => {
    const owner = await newOwner();
    const response = await as(owner.token).put("/api/settings", {
      restaurant: {
        name: "Taxed",
        timezone: "UTC",
        prepMinutes: 20,
        salesTaxPercent: tax,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: "restaurant.salesTaxPercent",
        message: "Sales tax must be a percent from 0 to 30, e.g. 8.875",
      },
    ]);
  });

  it("changes only the session's own restaurant", async () => {
    const first = await newOwner();
    const second = await newOwner();
    await as(first.token).put("/api/settings", {
      restaurant: { name: "Only Mine", phone: "", address: "", timezone: "UTC" },
    });
    expect((await as(second.token).get("/api/settings")).json().restaurant.name).toBe(
      "Profile Place",
    );
  });

  describe("the account", () => {
    let owner: SignedInOwner;
    const password = "correct-horse-1";

    beforeAll(async () => {
      owner = await newOwner();
    });

    it("renames without the password", async () => {
      const response = await as(owner.token).put("/api/account", {
        name: "Samantha Morgan",
        email: owner.account.email,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: "Samantha Morgan",
        email: owner.account.email,
      });
    });

    it("needs the current password, and the right one, to change email or password", async () => {
      const missing = await as(owner.token).put("/api/account", {
        name: "Samantha Morgan",
        email: "new@example.com",
      });
      expect(missing.json().issues).toEqual([
        { path: "currentPassword", message: "Enter your current password to change this" },
      ]);
      const wrong = await as(owner.token).put("/api/account", {
        name: "Samantha Morgan",
        email: owner.account.email,
        currentPassword: "not-it",
        newPassword: "new-secret-9",
      });
      expect(wrong.json().issues).toEqual([
        { path: "currentPassword", message: "Your current password is not correct" },
      ]);
      const short = await as(owner.token).put("/api/account", {
        name: "Samantha Morgan",
        email: owner.account.email,
        currentPassword: password,
        newPassword: "abc",
      });
      expect(short.json().issues).toEqual([
        { path: "newPassword", message: "Password must be at least 6 characters" },
      ]);
    });

    it("refuses an email another account has with 409", async () => {
      const other = await newOwner();
      const response = await as(owner.token).put("/api/account", {
        name: "Samantha Morgan",
        email: other.account.email.toUpperCase(),
        currentPassword: password,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("An account with this email already exists");
    });

    it("a new password ends every other session and its live feed; this one stays signed in", async () => {
      const elsewhere = await signInToken(testApp.app, owner.account);
      const elsewhereSocket = await connectJoined({ port, token: elsewhere });
      const hereSocket = await connectJoined({ port, token: owner.token });
      sockets.push(elsewhereSocket, hereSocket);

      const response = await as(owner.token).put("/api/account", {
        name: "Samantha Morgan",
        email: owner.account.email,
        currentPassword: password,
        newPassword: "brand-new-77",
      });
      expect(response.statusCode).toBe(200);
      expect((await elsewhereSocket.closed).code).toBe(CLOSE_UNAUTHORIZED);
      expect((await as(elsewhere).get("/api/auth/me")).statusCode).toBe(401);
      expect((await as(owner.token).get("/api/auth/me")).statusCode).toBe(200);
      await hereSocket.ping();

      expect(
        (await postLogin(testApp.app, { email: owner.account.email, password })).statusCode,
      ).toBe(401);
      expect(
        (await postLogin(testApp.app, { email: owner.account.email, password: "brand-new-77" }))
          .statusCode,
      ).toBe(200);
    });

    it("the demo account cannot be changed", async () => {
      const demo = await testApp.app.inject({ method: "POST", url: "/api/auth/demo-login" });
      const token = demo.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? "";
      const response = await as(token).put("/api/account", {
        name: "Hacker",
        email: "demo@orderdock.app",
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("The demo account cannot be changed");
      // The demo restaurant's own profile is theirs to play with.
      const profile = await as(token).put("/api/settings", {
        restaurant: { name: "My Demo Diner", phone: "", address: "", timezone: "UTC" },
      });
      expect(profile.statusCode).toBe(200);
    });
  });
});
