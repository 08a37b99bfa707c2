import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { type AdminApi, createSignedInAdmin, newOwnerInput } from "../../test/admin-helpers";
import { postLogin } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { insertAccount } from "../auth/accounts.service";

/** The admin panel's Users view: the owner list, 'Add Owner' and Edit, through the HTTP API. */
describe(`admin: restaurant owners (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let admin: AdminApi;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await createSignedInAdmin(testApp.app, testApp.database.db)).api;
  });
  afterAll(() => testApp.close());

  describe("Add Owner", () => {
    it("creates the restaurant and its shop_owner, who can then sign in", async () => {
      const input = newOwnerInput({ email: "Maria.Lopez@Example.com" });
      const response = await admin.createOwner(input);
      expect(response.statusCode).toBe(201);
      const owner = response.json();
      expect(owner).toEqual({
        id: expect.any(String),
        name: "Maria Lopez",
        email: "maria.lopez@example.com",
        restaurantName: input.restaurantName,
        active: true,
        platformConnections: {
          ubereats: false,
          doordash: false,
          grubhub: false,
          shopify: false,
          woocommerce: false,
          website: false,
        },
        restaurantId: expect.any(String),
        accountId: expect.any(String),
        locations: 1,
        accountDisabled: false,
        isTestData: false,
        createdAt: expect.any(String),
      });
      const [row] = await testApp.database.db
        .select({ role: users.role, kind: restaurants.kind })
        .from(users)
        .innerJoin(restaurants, eq(restaurants.accountId, users.accountId))
        .where(eq(users.id, owner.id));
      expect(row).toEqual({ role: "shop_owner", kind: "standard" });
      const signIn = await postLogin(testApp.app, {
        email: "maria.lopez@example.com",
        password: input.password,
      });
      expect(signIn.statusCode).toBe(200);
    });

    it("refuses an email already taken, in any letter case, with 409 and a clear message", async () => {
      const input = newOwnerInput();
      expect((await admin.createOwner(input)).statusCode).toBe(201);
      const again = await admin.createOwner(
        newOwnerInput({ email: input.email.toUpperCase(), restaurantName: "Another Place" }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: "An account with this email already exists",
        code: "ACCOUNT_EXISTS",
      });
      const named = await testApp.database.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.name, "Another Place"));
      expect(named).toEqual([]);
    });

    it("gives two simultaneous requests for one email one account and one 409", async () => {
      const input = newOwnerInput();
      const answers = await Promise.all([admin.createOwner(input), admin.createOwner(input)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const rows = await testApp.database.db
        .select()
        .from(users)
        .where(eq(users.email, input.email));
      expect(rows).toHaveLength(1);
      const places = await testApp.database.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.name, input.restaurantName));
      expect(places).toHaveLength(1);
    });

    it("refuses a short password with 400 and the password-length message", async () => {
      const response = await admin.createOwner(newOwnerInput({ password: "abc" }));
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: "password", message: "Password must be at least 6 characters" },
      ]);
    });

    it("lists every missing or invalid field with its path", async () => {
      const response = await admin.createOwner({ name: " ", email: "nope", password: "secret1" });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual(
        expect.arrayContaining([
          { path: "name", message: "Name is required" },
          { path: "email", message: "Please enter a valid email address" },
          { path: "restaurantName", message: "Restaurant name is required" },
        ]),
      );
    });
  });

  describe("the list", () => {
    const prefix = `zz-list-${Math.random().toString(36).slice(2, 6)}`;

    beforeAll(async () => {
      // 120 owners straight into the database: hashing 120 passwords would only be slow.
      await testApp.database.db.transaction(async (tx) => {
        for (let index = 0; index < 120; index += 1) {
          const number = String(index).padStart(3, "0");
          await insertAccount(tx, {
            email: `${prefix}-${number}@example.com`,
            name: `Zed ${number}`,
            role: "shop_owner",
            passwordHash: "!",
            restaurantName: `${prefix} Diner ${number}`,
          });
        }
      });
    });

    it("pages by 50, sorted by name, with the total in X-Total-Count", async () => {
      const first = await admin.listOwners(`?search=${prefix}`);
      expect(first.statusCode).toBe(200);
      expect(first.headers["x-total-count"]).toBe("120");
      expect(first.json()).toHaveLength(50);
      expect(first.json()[0].name).toBe("Zed 000");
      const third = await admin.listOwners(`?search=${prefix}&page=3`);
      expect(third.json().map((owner: { name: string }) => owner.name)).toEqual(
        Array.from({ length: 20 }, (_, index) => `Zed ${String(100 + index)}`),
      );
    });

    it("searches name, email and restaurant without regard to case", async () => {
      const byName = await admin.listOwners("?search=zED%20007");
      expect(byName.json().map((owner: { name: string }) => owner.name)).toEqual(["Zed 007"]);
      const byRestaurant = await admin.listOwners(`?search=${prefix.toUpperCase()}%20DINER%20011`);
      expect(byRestaurant.json()).toHaveLength(1);
      const byEmail = await admin.listOwners(`?search=${prefix}-012@`);
      expect(byEmail.json()[0].email).toBe(`${prefix}-012@example.com`);
    });

    it("treats % and _ in the search as plain characters", async () => {
      for (const pattern of ["%25", "_", "%5C"]) {
        const response = await admin.listOwners(`?search=${pattern}`);
        expect(response.json()).toEqual([]);
        expect(response.headers["x-total-count"]).toBe("0");
      }
    });

    it("lists only restaurant owners: no administrators, no demo visitors", async () => {
      await testApp.app.inject({ method: "POST", url: "/api/auth/demo-login" });
      const everyone = await admin.listOwners("?pageSize=200");
      const emails = everyone.json().map((owner: { email: string }) => owner.email);
      expect(emails.some((email: string) => email.startsWith("admin-"))).toBe(false);
      expect(emails.some((email: string) => email.includes("demo"))).toBe(false);
    });

    it("refuses a page size beyond 200 and a page below 1", async () => {
      expect((await admin.listOwners("?pageSize=201")).statusCode).toBe(400);
      expect((await admin.listOwners("?page=0")).json().message).toBe("page must be at least 1");
    });
  });

  describe("Edit", () => {
    it("changes name, email and restaurant name; the owner signs in with the new email", async () => {
      const input = newOwnerInput();
      const { id } = (await admin.createOwner(input)).json();
      const response = await admin.updateOwner(id, {
        name: "Maria L. Lopez",
        email: "new-address@example.com",
        restaurantName: "Casa Lopez Downtown",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: "Maria L. Lopez",
        email: "new-address@example.com",
        restaurantName: "Casa Lopez Downtown",
      });
      const old = await postLogin(testApp.app, { email: input.email, password: input.password });
      expect(old.statusCode).toBe(401);
      const renewed = await postLogin(testApp.app, {
        email: "new-address@example.com",
        password: input.password,
      });
      expect(renewed.statusCode).toBe(200);
    });

    it("refuses another owner's email with 409, and changes nothing", async () => {
      const first = newOwnerInput();
      await admin.createOwner(first);
      const second = (await admin.createOwner(newOwnerInput())).json();
      const response = await admin.updateOwner(second.id, { email: first.email, name: "Changed" });
      expect(response.statusCode).toBe(409);
      const [row] = await testApp.database.db.select().from(users).where(eq(users.id, second.id));
      expect(row?.name).toBe("Maria Lopez");
    });

    it("gives two owners changed to one email at the same moment one 200 and one 409", async () => {
      const first = (await admin.createOwner(newOwnerInput())).json();
      const second = (await admin.createOwner(newOwnerInput())).json();
      const email = `contested-${Date.now()}@example.com`;
      const answers = await Promise.all([
        admin.updateOwner(first.id, { email }),
        admin.updateOwner(second.id, { email }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(
        await testApp.database.db.select().from(users).where(eq(users.email, email)),
      ).toHaveLength(1);
    });

    it("answers 404 for an unknown id or an administrator's, 400 for a malformed id or nothing to change", async () => {
      expect((await admin.updateOwner(crypto.randomUUID(), { name: "X" })).statusCode).toBe(404);
      const [someAdmin] = await testApp.database.db
        .select()
        .from(users)
        .where(eq(users.role, "admin"));
      expect((await admin.updateOwner(someAdmin?.id ?? "", { name: "X" })).statusCode).toBe(404);
      expect((await admin.updateOwner("42", { name: "X" })).statusCode).toBe(400);
      const { id } = (await admin.createOwner(newOwnerInput())).json();
      const empty = await admin.updateOwner(id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe("Nothing to change");
    });
  });
});
