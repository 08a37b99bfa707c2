import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { verifyPassword } from "../../lib/password";
import { openTestDatabase, TEST_ENGINE } from "../../test/test-database";
import { createAccount, ensureInitialAdmin } from "./accounts.service";

describe(`creating accounts (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("creates an owner with a restaurant of their own and an argon2id hash of the password", async () => {
    const user = await createAccount({
      db: database.db,
      email: "chef@example.com",
      password: "chef-secret",
      name: "  Jo Chef ",
      role: "shop_owner",
      restaurantName: "  Blue Plate Diner ",
    });
    expect(user).toMatchObject({
      email: "chef@example.com",
      name: "Jo Chef",
      role: "shop_owner",
      isActive: true,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, "chef-secret")).toBe(true);
    expect(await verifyPassword(user.passwordHash, "chef-secreT")).toBe(false);
    const [restaurant] = await database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, user.restaurantId ?? ""));
    expect(restaurant).toMatchObject({
      name: "Blue Plate Diner",
      kind: "standard",
      expiresAt: null,
    });
  });

  it("creates an administrator without a restaurant", async () => {
    const user = await createAccount({
      db: database.db,
      email: "ops@example.com",
      password: "ops-secret",
      name: "Ops",
      role: "admin",
    });
    expect(user).toMatchObject({ role: "admin", restaurantId: null });
  });

  it("refuses an email that exists in another letter case with 409", async () => {
    await expect(
      createAccount({
        db: database.db,
        email: "Chef@Example.COM",
        password: "other-secret",
        name: "Impostor",
        role: "shop_owner",
        restaurantName: "Copycat Cafe",
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: "An account with this email already exists",
    });
    const [row] = await database.db
      .select({ n: count() })
      .from(restaurants)
      .where(eq(restaurants.name, "Copycat Cafe"));
    expect(row?.n).toBe(0);
  });

  it("refuses an owner without a restaurant name and an administrator with one", async () => {
    await expect(
      createAccount({
        db: database.db,
        email: "no-place@example.com",
        password: "secret-1",
        name: "No Place",
        role: "shop_owner",
        restaurantName: "   ",
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      createAccount({
        db: database.db,
        email: "admin-place@example.com",
        password: "secret-1",
        name: "Admin",
        role: "admin",
        restaurantName: "Admin Grill",
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe(`the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;
  const admins = async () =>
    database.db
      .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.role, "admin"));

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("does nothing when it is not configured", async () => {
    expect(await ensureInitialAdmin({ db: database.db, initialAdmin: undefined })).toBe(
      "not configured",
    );
    expect(await admins()).toEqual([]);
  });

  it("creates the administrator when none exists", async () => {
    const initialAdmin = { email: "first@example.com", password: "first-secret" };
    expect(await ensureInitialAdmin({ db: database.db, initialAdmin })).toBe("created");
    const [admin] = await admins();
    expect(admin).toMatchObject({ email: "first@example.com", name: "Administrator" });
    expect(await verifyPassword(admin?.passwordHash ?? "", "first-secret")).toBe(true);
  });

  it("answers 'present' once an administrator exists, whatever the configured email", async () => {
    for (const email of ["first@example.com", "second@example.com"]) {
      const initialAdmin = { email, password: "changed-secret" };
      expect(await ensureInitialAdmin({ db: database.db, initialAdmin })).toBe("present");
    }
    const rows = await admins();
    expect(rows.map((row) => row.email)).toEqual(["first@example.com"]);
    expect(await verifyPassword(rows[0]?.passwordHash ?? "", "first-secret")).toBe(true);
  });
});
