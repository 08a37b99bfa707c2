import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityPage,
  KITCHEN_FILTER,
} from "../../../domain/api/activity";
import { activityLog } from "../../db/schema/activity-log";
import type { MailMessage } from "../../lib/mailer";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createMailbox, createOwner, signInToken } from "../../test/auth-helpers";
import { identifyOn, pairNewDevice, setOwnPin } from "../../test/device-helpers";
import { menuApi } from "../../test/menu-helpers";
import { postTestOrder } from "../../test/realtime-helpers";
import { joinTeam } from "../../test/team-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { runMaintenance } from "../maintenance/maintenance.service";

describe(`the activity log: who changed what, and on which device (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let mail: MailMessage[];

  beforeAll(async () => {
    const mailbox = createMailbox();
    mail = mailbox.messages;
    testApp = await createTestApp({ mailer: mailbox.mailer });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  const settle = () => app.backgroundTasks.drain();
  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string,
    { payload, headers }: { payload?: object; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method,
      url,
      cookies: { [SESSION_COOKIE]: token },
      ...(headers && { headers }),
      ...(payload && { payload }),
    });
  const activity = async (token: string, query = "") => {
    const response = await call("GET", `/api/activity${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ActivityPage;
  };

  async function newRestaurant() {
    const account = await createOwner(testApp.database.db, { restaurantName: "Log Diner" });
    const token = await signInToken(app, account);
    const join = (role: "manager" | "staff", name: string) =>
      joinTeam(app, { inviterToken: token, role, name, mail, settle });
    return {
      account,
      token,
      manager: await join("manager", "Maria Lopez"),
      cook: await join("staff", "Kai Chen"),
    };
  }

  it("records each change with the person and the device, newest first, filtered by person and kind", async () => {
    const { token, manager, cook } = await newRestaurant();
    const menu = menuApi(app, manager.token);
    const category = (await menu.addCategory("Sides")).json();
    const fries = (
      await menu.addItem({ categoryId: category.id, name: "Truffle Fries", price: 6 })
    ).json();

    const device = await pairNewDevice(app, { ownerToken: token, name: "Pass iPad" });
    const order = await postTestOrder(app, token);
    const moved = await call("PUT", `/api/orders/${order.id}`, device.token, {
      payload: { status: "preparing" },
    });
    expect(moved.statusCode).toBe(200);
    await setOwnPin(app, { token: cook.token, password: cook.password, pin: "1357" });
    const headers = await identifyOn(app, device, { personId: cook.id, pin: "1357" });
    const gone = await call("PUT", `/api/menu/items/${fries.id}/availability`, device.token, {
      payload: { availability: "until_end_of_day" },
      headers,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    // A refused change is not a change.
    expect((await call("PUT", "/api/settings", manager.token, { payload: {} })).statusCode).toBe(
      403,
    );

    const log = await activity(manager.token);
    const lines = log.entries.map(({ kind, action, subject, by, personName, deviceName }) => ({
      kind,
      action,
      subject,
      by,
      personName,
      deviceName,
    }));
    expect(lines.slice(0, 3)).toEqual([
      {
        kind: "availability",
        action: "86'd an item",
        subject: "Truffle Fries",
        by: "person",
        personName: "Kai Chen",
        deviceName: "Pass iPad",
      },
      {
        kind: "people",
        action: "Set their PIN",
        subject: null,
        by: "person",
        personName: "Kai Chen",
        deviceName: null,
      },
      {
        kind: "orders",
        action: "Moved an order to Preparing",
        subject: `Order #${order.orderNumber.replace(/^#/, "")}`,
        by: "kitchen",
        personName: null,
        deviceName: "Pass iPad",
      },
    ]);
    expect(lines).toContainEqual({
      kind: "menu",
      action: "Added an item",
      subject: "Truffle Fries",
      by: "person",
      personName: "Maria Lopez",
      deviceName: null,
    });
    expect(lines).toContainEqual({
      kind: "devices",
      action: "Added a device",
      subject: "Pass iPad",
      by: "person",
      personName: "Sam Morgan",
      deviceName: null,
    });
    expect(lines.some((line) => line.action.includes("settings"))).toBe(false);
    expect(log.people.map((person) => person.name)).toEqual([
      "Kai Chen",
      "Maria Lopez",
      "Sam Morgan",
    ]);

    const maria = log.people.find((person) => person.name === "Maria Lopez")?.id ?? "";
    const hers = await activity(manager.token, `?person=${maria}`);
    expect(new Set(hers.entries.map((entry) => entry.personName))).toEqual(
      new Set(["Maria Lopez"]),
    );
    expect(hers.entries.map((entry) => entry.action)).toEqual([
      "Added an item",
      "Added a category",
    ]);
    const kitchen = await activity(manager.token, `?person=${KITCHEN_FILTER}`);
    expect(kitchen.entries.map((entry) => entry.action)).toEqual([
      "Moved an order to Preparing",
      "Paired a device",
    ]);
    const eightySixes = await activity(manager.token, "?kind=availability");
    expect(eightySixes.entries.map((entry) => entry.subject)).toEqual(["Truffle Fries"]);
    expect((await call("GET", "/api/activity?kind=parties", manager.token)).statusCode).toBe(400);
  });

  it("pages back through the log, newest first", async () => {
    const { token } = await newRestaurant();
    const menu = menuApi(app, token);
    const shelf = (await menu.addCategory("Shelf")).json();
    for (let index = 0; index < ACTIVITY_PAGE_SIZE + 1; index++) {
      expect((await menu.renameCategory(shelf.id, `Shelf ${index + 1}`)).statusCode).toBe(200);
    }
    const first = await activity(token, "?kind=menu");
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.entries[0]?.subject).toBe(`Shelf ${ACTIVITY_PAGE_SIZE + 1}`);
    expect(first.nextBefore).not.toBeNull();
    const second = await activity(token, `?kind=menu&before=${first.nextBefore}`);
    expect(second.entries.map((entry) => entry.subject)).toEqual(["Shelf 1", "Shelf"]);
    expect(second.nextBefore).toBeNull();
    expect(first.people.map((person) => person.name)).toEqual(["Sam Morgan"]);
    expect(second.people).toEqual([]);
  });

  it("shows a restaurant only its own log, and forgets lines older than a year", async () => {
    const alpha = await newRestaurant();
    const beta = await newRestaurant();
    await menuApi(app, beta.token).addCategory("Beta's secret shelf");
    const seen = await activity(alpha.token);
    expect(JSON.stringify(seen)).not.toContain("Beta's secret shelf");

    const { db } = testApp.database;
    const restaurantId = alpha.account.user.restaurantId ?? "";
    await db.insert(activityLog).values({
      restaurantId,
      kind: "menu",
      action: "Added a category",
      subject: "Old shelf",
      at: new Date(Date.now() - 366 * 24 * 3600_000),
    });
    expect((await runMaintenance({ db })).activity).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(await activity(alpha.token))).not.toContain("Old shelf");
  });
  it("names who a role change or a removal was about, and the device removed", async () => {
    const { token, cook } = await newRestaurant();
    const device = await pairNewDevice(app, { ownerToken: token, name: "Bar tablet" });
    const patch = await app.inject({
      method: "PATCH",
      url: `/api/people/${cook.id}`,
      cookies: { [SESSION_COOKIE]: token },
      payload: { role: "manager" },
    });
    expect(patch.statusCode).toBe(200);
    for (const url of [`/api/people/${cook.id}`, `/api/devices/${device.id}`]) {
      const removed = await app.inject({
        method: "DELETE",
        url,
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(removed.statusCode).toBe(204);
    }
    const lines = (await activity(token)).entries.slice(0, 3).map((e) => [e.action, e.subject]);
    expect(lines).toEqual([
      ["Removed a device", "Bar tablet"],
      ["Removed a person from the team", "Kai Chen"],
      ["Changed a person's role", "Kai Chen, now Manager"],
    ]);
  });
  it("says when a tablet pairs or signs itself out, a PIN is set, and a person is locked out", async () => {
    const { token, cook } = await newRestaurant();
    const device = await pairNewDevice(app, { ownerToken: token, name: "Line tablet" });
    const set = await call("POST", "/api/device/pin", device.token, {
      payload: { email: cook.email, password: cook.password, pin: "5151" },
    });
    expect(set.statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      await call("POST", "/api/device/identify", device.token, {
        payload: { personId: cook.id, pin: "0000" },
      });
    }
    expect((await call("POST", "/api/auth/logout", device.token)).statusCode).toBe(200);
    const lines = (await activity(token)).entries
      .slice(0, 4)
      .map((entry) => [entry.action, entry.subject, entry.by, entry.personName, entry.deviceName]);
    expect(lines).toEqual([
      ["Signed itself out", "Line tablet", "kitchen", null, "Line tablet"],
      ["Locked out after 5 wrong PINs", "Kai Chen", "kitchen", null, "Line tablet"],
      ["Set their PIN", null, "person", "Kai Chen", "Line tablet"],
      ["Paired a device", "Line tablet", "kitchen", null, "Line tablet"],
    ]);
    expect((await call("GET", "/api/devices", token)).json().devices).toEqual([]);
  });
});
