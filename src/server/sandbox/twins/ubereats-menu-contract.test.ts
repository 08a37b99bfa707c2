import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../../test/test-database";
import { callWithBearer, lastTwinCall } from "../../test/twin-calls";
import { startTwinApp, type TwinTestApp } from "../../test/twin-helpers";
import {
  consoleMenu,
  forgetTwinMenu,
  marksOf,
  type SampleMenu,
  sampleMenu,
  sendMenuCall,
  twinMenuOf,
} from "../../test/twin-menu-helpers";
import {
  clockIn,
  minutesFromNow,
  passTwinMinutes,
  setRestaurantTimeZone,
} from "../../test/twin-store-helpers";
import { UBER_NO_END_SECONDS } from "./ubereats-menu-format";

/**
 * Uber Eats' menu calls, through OrderDock's menu client over HTTP to the Uber Eats twin:
 * `PUT /v2/eats/stores/{store_id}/menus` and `POST …/menus/items/{item_id}` answered 204,
 * `GET …/menus` 200, and refused as Uber refuses them (404 before any upload and for an item
 * the menu lacks, 400 `validation_failed`, 404 for a store Uber did not grant, 401). The
 * console shows the menu as Uber holds it, each suspension on the restaurant's clock.
 */
describe(`Uber Eats menu calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let menu: SampleMenu;
  const zone = "Asia/Kolkata";
  beforeAll(async () => {
    app = await startTwinApp();
    await setRestaurantTimeZone(app, zone);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await forgetTwinMenu(app, "ubereats");
    menu = sampleMenu();
  });

  const menusPath = "/sandbox/ubereats/v2/eats/stores/twin-store/menus";
  const itemPath = (id: string, store = "twin-store") =>
    `/sandbox/ubereats/v2/eats/stores/${store}/menus/items/${encodeURIComponent(id)}`;

  const callUber = (
    method: "GET" | "POST" | "PUT",
    path: string,
    body?: unknown,
    authorization?: string,
  ) => callWithBearer(app, "ubereats", { method, path, body, authorization });
  const lastCall = (restaurantId?: string | null) => lastTwinCall(app, "ubereats", restaurantId);
  const publish = (snapshot = menu.snapshot) =>
    sendMenuCall(app, "ubereats", "publish_menu", { snapshot });
  const suspend = (id: string, until: string | null, kind: "item" | "option" = "item") =>
    sendMenuCall(app, "ubereats", "suspend", { payload: { entity: { kind, id }, until } });
  const unsuspend = (id: string, kind: "item" | "option" = "item") =>
    sendMenuCall(app, "ubereats", "unsuspend", { payload: { entity: { kind, id } } });

  it("answers an item update with 404 until a menu was uploaded, as Uber documents", async () => {
    const outcome = await suspend(menu.burger.id, null);
    expect(outcome).toMatchObject({
      kind: "refused",
      status: 404,
      message: "Uber Eats has no menu from OrderDock yet: publish the menu",
    });
    const { response, body } = await callUber("POST", itemPath(menu.burger.id), {
      suspension_info: { suspension: null },
    });
    expect(response.status).toBe(404);
    expect(body).toEqual({ code: "not_found", message: expect.any(String) });
    expect((await callUber("GET", menusPath)).response.status).toBe(404);
    expect((await consoleMenu(app, "ubereats")).lines).toEqual([
      expect.stringMatching(/^No menu from OrderDock yet/),
    ]);
  });

  it("takes the whole menu with 204 and shows it on the console as Uber holds it", async () => {
    const outcome = await publish();
    expect(outcome).toMatchObject({ kind: "done", status: 204 });
    const call = await lastCall();
    expect(call).toMatchObject({
      method: "PUT",
      path: menusPath,
      operation: "upload_menu",
      status: 204,
      answer: null,
    });
    const row = await twinMenuOf(app, "ubereats");
    expect(row?.menu).toEqual(call?.body);
    expect(row?.suspended).toEqual({});

    const { lines, entries } = await consoleMenu(app, "ubereats");
    expect(lines[0]).toMatch(/^Published /);
    expect(lines).toContain("Burgers");
    expect(lines).toContain("Sides");
    expect(entries).toContainEqual({ name: "Smash Burger", price: "$12.50", mark: null });
    expect(entries).toContainEqual({ name: "Crinkle Fries", price: "$4.50", mark: null });
    // An option is priced inside its group.
    expect(entries).toContainEqual({ name: "Bacon", price: "$2.25", mark: null });

    const read = await callUber("GET", menusPath);
    expect(read.response.status).toBe(200);
    expect(read.body).toEqual(call?.body);
    expect((await lastCall())?.operation).toBe("get_menu");
  });

  it("suspends an item until a time: the console shows it, Uber's menu carries it, a return ends it", async () => {
    await publish();
    const until = minutesFromNow(45);
    const outcome = await suspend(menu.burger.id, until.toISOString());
    expect(outcome).toMatchObject({ kind: "done", status: 204 });
    expect(await lastCall()).toMatchObject({
      method: "POST",
      path: itemPath(menu.burger.id),
      operation: "update_menu_item",
      status: 204,
      body: {
        suspension_info: {
          suspension: { suspend_until: until.getTime() / 1000, reason: "Sold out" },
        },
      },
    });
    expect((await twinMenuOf(app, "ubereats"))?.suspended).toEqual({
      [menu.burger.id]: { until: until.toISOString(), reason: "Sold out" },
    });
    expect(await marksOf(app, "ubereats", "Smash Burger")).toEqual([
      expect.stringMatching(new RegExp(`^Suspended until (tomorrow at )?${clockIn(until, zone)}$`)),
    ]);
    expect(await marksOf(app, "ubereats", "Veggie Burger")).toEqual([null]);
    const read = await callUber("GET", menusPath);
    const burger = read.body.items.find((item: { id: string }) => item.id === menu.burger.id);
    expect(burger.suspension_info).toEqual({
      suspension: { suspend_until: until.getTime() / 1000, reason: "Sold out" },
    });

    expect(await unsuspend(menu.burger.id)).toMatchObject({ kind: "done", status: 204 });
    expect((await lastCall())?.body).toEqual({ suspension_info: { suspension: null } });
    expect(await marksOf(app, "ubereats", "Smash Burger")).toEqual([null]);
    expect((await twinMenuOf(app, "ubereats"))?.suspended).toEqual({});
  });

  it("suspends an option until turned back on, in every group that lists it", async () => {
    await publish();
    expect(await suspend(menu.cheese.id, null, "option")).toMatchObject({ status: 204 });
    expect((await lastCall())?.body).toMatchObject({
      suspension_info: { suspension: { suspend_until: UBER_NO_END_SECONDS } },
    });
    // Listed under both burgers: the same option, suspended in both places.
    expect(await marksOf(app, "ubereats", "Cheddar")).toEqual([
      "Suspended until turned back on",
      "Suspended until turned back on",
    ]);
    expect((await twinMenuOf(app, "ubereats"))?.suspended).toEqual({
      [menu.cheese.id]: { until: null, reason: "Sold out" },
    });
  });

  it("reads suspend_until in the past, or null, as available", async () => {
    await publish();
    await suspend(menu.fries.id, null);
    const past = Math.floor(Date.now() / 1000) - 60;
    const { response } = await callUber("POST", itemPath(menu.fries.id), {
      suspension_info: { suspension: { suspend_until: past, reason: "x" } },
    });
    expect(response.status).toBe(204);
    expect(await marksOf(app, "ubereats", "Crinkle Fries")).toEqual([null]);
    await suspend(menu.fries.id, null);
    await callUber("POST", itemPath(menu.fries.id), {
      suspension_info: { suspension: { suspend_until: null } },
    });
    expect(await marksOf(app, "ubereats", "Crinkle Fries")).toEqual([null]);
  });

  it("replaces the whole menu: what it leaves out is gone with its suspension, its own suspensions apply", async () => {
    await publish();
    await suspend(menu.fries.id, null);
    await suspend(menu.veggie.id, null);
    const later = minutesFromNow(90);
    const next = structuredClone(menu.snapshot);
    next.categories = [next.categories[0] ?? { id: "none", name: "none", items: [] }];
    const burger = next.categories[0]?.items[0];
    if (burger)
      Object.assign(burger, { isAvailable: false, unavailableUntil: later.toISOString() });
    expect(await publish(next)).toMatchObject({ kind: "done", status: 204 });

    const row = await twinMenuOf(app, "ubereats");
    // The fries left the menu; the veggie burger's suspension, set by an item call, holds.
    expect(row?.suspended).toEqual({
      [menu.veggie.id]: { until: null, reason: "Sold out" },
      [menu.burger.id]: { until: later.toISOString(), reason: "Sold out" },
    });
    const { lines, entries } = await consoleMenu(app, "ubereats");
    expect(lines).not.toContain("Sides");
    expect(entries.map((entry) => entry.name)).not.toContain("Crinkle Fries");
    expect(await marksOf(app, "ubereats", "Smash Burger")).toEqual([
      expect.stringMatching(/^Suspended until /),
    ]);
    expect(await suspend(menu.fries.id, null)).toMatchObject({ kind: "refused", status: 404 });
  });

  it("applies price_info sent in an item's sparse update", async () => {
    await publish();
    const { response } = await callUber("POST", itemPath(menu.fries.id), {
      price_info: { price: 525 },
    });
    expect(response.status).toBe(204);
    expect((await consoleMenu(app, "ubereats")).entries).toContainEqual({
      name: "Crinkle Fries",
      price: "$5.25",
      mark: null,
    });
  });

  const item = (overrides: Record<string, unknown> = {}) => ({
    id: "fries",
    title: { translations: { en_us: "Fries" } },
    price_info: { price: 450 },
    ...overrides,
  });
  const body = (overrides: Record<string, unknown> = {}) => ({
    menus: [{ id: "menu", title: { translations: { en_us: "Menu" } }, category_ids: ["sides"] }],
    categories: [
      {
        id: "sides",
        title: { translations: { en_us: "Sides" } },
        entities: [{ id: "fries", type: "ITEM" }],
      },
    ],
    items: [item()],
    modifier_groups: [],
    ...overrides,
  });
  it.each([
    ["a body that is no object", [], "menu object"],
    ["no items", { ...body(), items: "none" }, "items is required"],
    ["modifier_groups not a list", body({ modifier_groups: {} }), "modifier_groups"],
    [
      "an id with a slash",
      body({ items: [item({ id: "a/b" })] }),
      'items[0].id must be a string without "/"',
    ],
    ["an id with a semicolon", body({ items: [item({ id: "a;b" })] }), "items[0].id"],
    ["no title", body({ items: [item({ title: "Fries" })] }), "items[0].title.translations"],
    [
      "a price in dollars",
      body({ items: [item({ price_info: { price: 4.5 } })] }),
      "price_info.price",
    ],
    [
      "a negative price",
      body({ items: [item({ price_info: { price: -1 } })] }),
      "price_info.price",
    ],
    ["no price", body({ items: [item({ price_info: {} })] }), "price_info.price"],
    [
      "a category naming no item",
      body({
        categories: [{ id: "sides", title: {}, entities: [{ id: "ghost", type: "ITEM" }] }],
      }),
      'categories[0].entities name items not in items: "ghost"',
    ],
    [
      "an option naming no item",
      body({
        modifier_groups: [
          { id: "extras", title: {}, modifier_options: [{ id: "ghost", type: "ITEM" }] },
        ],
      }),
      'modifier_groups[0].modifier_options name items not in items: "ghost"',
    ],
    [
      "an item naming no group",
      body({ items: [item({ modifier_group_ids: { ids: ["extras"] } })] }),
      'items[0].modifier_group_ids.ids name groups not in modifier_groups: "extras"',
    ],
    [
      "a bad suspension",
      body({ items: [item({ suspension_info: { suspension: { suspend_until: "soon" } } })] }),
      "suspend_until",
    ],
  ])("answers 400 validation_failed to a menu with %s", async (_case, sent, words) => {
    const { response, body: answer } = await callUber("PUT", menusPath, sent);
    expect(response.status).toBe(400);
    expect(answer).toEqual({ code: "validation_failed", message: expect.stringContaining(words) });
    expect(await lastCall()).toMatchObject({ status: 400, answer, body: sent });
    expect(await twinMenuOf(app, "ubereats")).toBeNull();
  });

  it.each([
    [{ suspension_info: { suspension: { suspend_until: 1.5 } } }, "suspend_until"],
    [{ suspension_info: "sold out" }, "suspension_info must be an object"],
    [{ suspension_info: { suspension: { suspend_until: 2e9, reason: 7 } } }, "reason"],
    [{ price_info: { price: "5" } }, "price_info.price"],
    ["sold out", "The body must be an object"],
  ])("answers 400 validation_failed to an item update %j", async (sent, words) => {
    await publish();
    const { response, body: answer } = await callUber("POST", itemPath(menu.fries.id), sent);
    expect(response.status).toBe(400);
    expect(answer).toEqual({ code: "validation_failed", message: expect.stringContaining(words) });
    expect((await twinMenuOf(app, "ubereats"))?.suspended).toEqual({});
  });

  it("answers 404 for an item the menu does not hold, and for a store Uber did not grant", async () => {
    await publish();
    const missing = await callUber("POST", itemPath("no-such-item"), {
      suspension_info: { suspension: null },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.body).toEqual({
      code: "not_found",
      message: "Item not found in the store's menu.",
    });
    const store = "/sandbox/ubereats/v2/eats/stores/no-such-store/menus";
    for (const [method, path, sent] of [
      ["PUT", store, body()],
      ["GET", store, undefined],
      ["POST", itemPath("fries", "no-such-store"), {}],
    ] as const) {
      const { response, body: answer } = await callUber(method, path, sent);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(answer).toEqual({ code: "not_found", message: "Store not found." });
    }
    expect(await lastCall(null)).toMatchObject({ status: 404 });
  });

  it("refuses a forged token with 401 and records the call", async () => {
    const { response, body: answer } = await callUber("PUT", menusPath, body(), "Bearer forged");
    expect(response.status).toBe(401);
    expect(answer).toEqual({
      code: "unauthorized",
      message: "Invalid OAuth 2.0 credentials provided.",
    });
    expect(await lastCall(null)).toMatchObject({ path: menusPath, status: 401 });
    expect(await twinMenuOf(app, "ubereats")).toBeNull();
  });

  // Last: it moves the twin's clock on.
  it("ends a suspension by itself once its end passes on the twin's clock", async () => {
    await publish();
    await suspend(menu.veggie.id, minutesFromNow(20).toISOString());
    expect(await marksOf(app, "ubereats", "Veggie Burger")).toEqual([
      expect.stringMatching(/^Suspended until /),
    ]);
    await passTwinMinutes(app, "ubereats", 22);
    expect(await marksOf(app, "ubereats", "Veggie Burger")).toEqual([null]);
    const read = await callUber("GET", menusPath);
    const veggie = read.body.items.find((entry: { id: string }) => entry.id === menu.veggie.id);
    expect(veggie.suspension_info).toBeUndefined();
    // Nothing cleared the row: the suspension is over because its end has passed.
    expect(Object.keys((await twinMenuOf(app, "ubereats"))?.suspended ?? {})).toEqual([
      menu.veggie.id,
    ]);
  });
});
