import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../../test/test-database";
import { callWithBearer, lastTwinCall } from "../../test/twin-calls";
import { eventually, startTwinApp, type TwinTestApp } from "../../test/twin-helpers";
import {
  consoleMenu,
  doorDashDeliveries,
  forgetTwinMenu,
  marksOf,
  type SampleMenu,
  sampleMenu,
  sendMenuCall,
  twinMenuOf,
} from "../../test/twin-menu-helpers";
import { setRestaurantTimeZone } from "../../test/twin-store-helpers";

/**
 * DoorDash's menu calls, through OrderDock's menu client over HTTP to the DoorDash twin:
 * `POST /api/v1/menus` and `PATCH /api/v1/menus/{id}` answered 200 `{reference, status:
 * "IN_PROGRESS"}` and followed by the Menu Status webhook to OrderDock, `PUT
 * …/stores/{id}/items/status` and `…/item_options/status` answered 200; refused as DoorDash
 * refuses them (400 `{message}`, 404 for an unknown store, menu or items, 401). The console
 * shows the menu and every inactive item or option.
 */
describe(`DoorDash menu calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let menu: SampleMenu;
  beforeAll(async () => {
    app = await startTwinApp();
    await setRestaurantTimeZone(app, "Asia/Kolkata");
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await forgetTwinMenu(app, "doordash");
    menu = sampleMenu();
  });

  const store = (id = app.owner.restaurantId) => `/sandbox/doordash/api/v1/stores/${id}`;

  const callDoorDash = (
    method: "POST" | "PATCH" | "PUT",
    path: string,
    body: unknown,
    authorization?: string,
  ) => callWithBearer(app, "doordash", { method, path, body, authorization });
  const lastCall = (restaurantId?: string | null) => lastTwinCall(app, "doordash", restaurantId);
  const publish = (snapshot = menu.snapshot, menuId?: string) =>
    sendMenuCall(app, "doordash", "publish_menu", { snapshot, doorDashMenuId: menuId ?? null });
  const status = (action: "suspend" | "unsuspend", kind: "item" | "option", id: string) =>
    sendMenuCall(app, "doordash", action, { payload: { entity: { kind, id } } });
  /** The Menu Status webhook OrderDock received for this reference. */
  const menuWebhook = (reference: string) =>
    eventually(async () =>
      (await doorDashDeliveries(app)).find((delivery) => delivery.rawBody.includes(reference)),
    );

  it("takes a new menu with 200 IN_PROGRESS, then tells OrderDock through the Menu Status webhook", async () => {
    const outcome = await publish();
    expect(outcome).toMatchObject({
      kind: "done",
      status: 200,
      body: { reference: expect.any(String), status: "IN_PROGRESS" },
    });
    const { reference } = (outcome as { body: { reference: string } }).body;
    expect(await lastCall()).toMatchObject({
      method: "POST",
      path: "/sandbox/doordash/api/v1/menus",
      operation: "menu_create",
      status: 200,
      answer: { reference, status: "IN_PROGRESS" },
    });
    const row = await twinMenuOf(app, "doordash");
    expect(row?.menuId).toMatch(/^[0-9a-f-]{36}$/);

    const delivery = await menuWebhook(reference);
    expect(delivery.eventType).toBe("MenuCreate");
    expect(JSON.parse(delivery.rawBody)).toEqual({
      event: { type: "MenuCreate", status: "SUCCESS", reference },
      store: { merchant_supplied_id: app.owner.restaurantId },
      menu: { id: row?.menuId },
    });

    const { lines, entries } = await consoleMenu(app, "doordash");
    expect(lines[0]).toMatch(/^Published /);
    expect(lines).toContain(`Menu id: ${row?.menuId}`);
    expect(entries).toContainEqual({ name: "Smash Burger", price: "$12.50", mark: null });
    expect(entries).toContainEqual({ name: "Bacon", price: "$2.25", mark: null });
  });

  it("updates the menu it gave an id with PATCH (MenuUpdate), and answers 404 for another id", async () => {
    await publish();
    const menuId = (await twinMenuOf(app, "doordash"))?.menuId ?? "";
    const next = structuredClone(menu.snapshot);
    const fries = next.categories[1]?.items[0];
    if (fries) fries.priceCents = 495;
    const outcome = await publish(next, menuId);
    expect(outcome).toMatchObject({ kind: "done", status: 200 });
    expect(await lastCall()).toMatchObject({
      method: "PATCH",
      path: `/sandbox/doordash/api/v1/menus/${menuId}`,
      operation: "menu_update",
    });
    const { reference } = (outcome as { body: { reference: string } }).body;
    const delivery = await menuWebhook(reference);
    expect(delivery.eventType).toBe("MenuUpdate");
    expect(JSON.parse(delivery.rawBody).menu).toEqual({ id: menuId });
    expect((await twinMenuOf(app, "doordash"))?.menuId).toBe(menuId);
    expect((await consoleMenu(app, "doordash")).entries).toContainEqual({
      name: "Crinkle Fries",
      price: "$4.95",
      mark: null,
    });

    const other = await publish(next, randomUUID());
    expect(other).toMatchObject({ kind: "refused", status: 404, message: "Menu not found" });
  });

  it("takes a second POST: the twin's one menu is replaced and gets a new id", async () => {
    await publish();
    const first = (await twinMenuOf(app, "doordash"))?.menuId;
    const reference = randomUUID();
    const { response, body } = await callDoorDash("POST", "/sandbox/doordash/api/v1/menus", {
      ...(((await lastCall())?.body ?? {}) as object),
      reference,
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ reference, status: "IN_PROGRESS" });
    const second = (await twinMenuOf(app, "doordash"))?.menuId;
    expect(second).not.toBe(first);
    expect(JSON.parse((await menuWebhook(reference)).rawBody).menu).toEqual({ id: second });
  });

  it("makes an item and an option inactive until made active again, as the console shows", async () => {
    await publish();
    expect(await status("suspend", "item", menu.burger.id)).toMatchObject({
      kind: "done",
      status: 200,
    });
    expect(await lastCall()).toMatchObject({
      method: "PUT",
      path: `${store()}/items/status`,
      operation: "items_status",
      status: 200,
      body: [{ merchant_supplied_id: menu.burger.id, is_active: false }],
    });
    await status("suspend", "option", menu.bacon.id);
    expect((await lastCall())?.path).toBe(`${store()}/item_options/status`);
    expect(await marksOf(app, "doordash", "Smash Burger")).toEqual(["Inactive"]);
    expect(await marksOf(app, "doordash", "Bacon")).toEqual(["Inactive", "Inactive"]);
    expect(await marksOf(app, "doordash", "Veggie Burger")).toEqual([null]);

    await status("unsuspend", "item", menu.burger.id);
    await status("unsuspend", "option", menu.bacon.id);
    expect(await marksOf(app, "doordash", "Smash Burger")).toEqual([null]);
    expect(await marksOf(app, "doordash", "Bacon")).toEqual([null, null]);
    expect((await twinMenuOf(app, "doordash"))?.suspended).toEqual({});
  });

  it("keeps both of two item statuses sent at the same moment", async () => {
    await publish();
    const calls = [menu.burger, menu.veggie, menu.fries].map((item) =>
      callDoorDash("PUT", `${store()}/items/status`, [
        { merchant_supplied_id: item.id, is_active: false },
      ]),
    );
    const answers = await Promise.all(calls);
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200]);
    expect(Object.keys((await twinMenuOf(app, "doordash"))?.suspended ?? {}).sort()).toEqual(
      [menu.burger.id, menu.veggie.id, menu.fries.id].sort(),
    );
  });

  it("uploads an item marked active: false as inactive", async () => {
    const next = structuredClone(menu.snapshot);
    const veggie = next.categories[0]?.items[1];
    if (veggie) veggie.isAvailable = false;
    await publish(next);
    expect(await marksOf(app, "doordash", "Veggie Burger")).toEqual(["Inactive"]);
  });

  it("answers 404 when none of the ids is on the menu, and changes the ids it knows", async () => {
    const none = await status("suspend", "item", menu.burger.id);
    expect(none).toMatchObject({ kind: "refused", status: 404 });
    await publish();
    // An item's id is no option's.
    const { response, body } = await callDoorDash("PUT", `${store()}/item_options/status`, [
      { merchant_supplied_id: menu.burger.id, is_active: false },
    ]);
    expect(response.status).toBe(404);
    expect(body).toEqual({ message: "Store not found or all items within request not found" });
    const some = await callDoorDash("PUT", `${store()}/items/status`, [
      { merchant_supplied_id: "ghost", is_active: false },
      { merchant_supplied_id: menu.fries.id, is_active: false },
    ]);
    expect(some.response.status).toBe(200);
    expect((await twinMenuOf(app, "doordash"))?.suspended).toEqual({
      [menu.fries.id]: { until: null, reason: null },
    });
  });

  const valid = () => ({
    store: { merchant_supplied_id: app.owner.restaurantId, provider_type: "orderdock" },
    open_hours: [{ day_index: "MON", start_time: "09:00", end_time: "17:00:00" }],
    special_hours: [],
    menu: {
      name: "Menu",
      categories: [
        {
          name: "Sides",
          items: [
            {
              name: "Fries",
              merchant_supplied_id: "fries",
              price: 450,
              extras: [{ name: "Dip", options: [{ name: "Ketchup", price: 0 }] }],
            },
          ],
        },
      ],
    },
  });
  const change = (edit: (body: ReturnType<typeof valid>) => void) => {
    const body = valid();
    edit(body);
    return body;
  };
  it.each([
    [
      "no provider_type",
      () => change((b) => Object.assign(b.store, { provider_type: undefined })),
      "store.provider_type",
    ],
    [
      "no open_hours",
      () => change((b) => Object.assign(b, { open_hours: undefined })),
      "open_hours",
    ],
    [
      "no special_hours",
      () => change((b) => Object.assign(b, { special_hours: null })),
      "special_hours",
    ],
    [
      "a bad day",
      () => change((b) => Object.assign(b.open_hours[0] ?? {}, { day_index: "MONDAY" })),
      "day_index",
    ],
    [
      "a bad time",
      () => change((b) => Object.assign(b.open_hours[0] ?? {}, { end_time: "5pm" })),
      "start_time and end_time",
    ],
    ["no menu name", () => change((b) => Object.assign(b.menu, { name: "" })), "menu.name"],
    [
      "an item price in dollars",
      () => change((b) => Object.assign(b.menu.categories[0]?.items[0] ?? {}, { price: 4.5 })),
      "items[0].price",
    ],
    [
      "an item without its id",
      () =>
        change((b) =>
          Object.assign(b.menu.categories[0]?.items[0] ?? {}, { merchant_supplied_id: undefined }),
        ),
      "merchant_supplied_id",
    ],
    [
      "an option without a price",
      () =>
        change((b) =>
          Object.assign(b.menu.categories[0]?.items[0]?.extras[0]?.options[0] ?? {}, {
            price: undefined,
          }),
        ),
      "options[0].price",
    ],
  ])("answers 400 to a menu with %s", async (_case, make, words) => {
    const sent = make();
    const { response, body } = await callDoorDash("POST", "/sandbox/doordash/api/v1/menus", sent);
    expect(response.status).toBe(400);
    expect(body).toEqual({ message: expect.stringContaining(words) });
    expect(await lastCall()).toMatchObject({ status: 400, answer: body });
    expect(await twinMenuOf(app, "doordash")).toBeNull();
  });

  it("takes the valid menu those cases broke, HH:MM times and all", async () => {
    const { response } = await callDoorDash("POST", "/sandbox/doordash/api/v1/menus", valid());
    expect(response.status).toBe(200);
    expect(await marksOf(app, "doordash", "Ketchup")).toEqual([null]);
  });

  it.each([
    [{ merchant_supplied_id: "fries", is_active: false }, "non-empty array"],
    [[], "non-empty array"],
    [[{ merchant_supplied_id: "fries" }], "[0].is_active"],
    [[{ is_active: true }], "[0].merchant_supplied_id"],
  ])("answers 400 to item statuses %j", async (sent, words) => {
    const { response, body } = await callDoorDash("PUT", `${store()}/items/status`, sent);
    expect(response.status).toBe(400);
    expect(body).toEqual({ message: expect.stringContaining(words) });
  });

  it("answers 404 for a store that is no restaurant with DoorDash connected", async () => {
    const stranger = randomUUID();
    const menuBody = change((b) => Object.assign(b.store, { merchant_supplied_id: stranger }));
    const created = await callDoorDash("POST", "/sandbox/doordash/api/v1/menus", menuBody);
    expect(created.response.status).toBe(404);
    expect(created.body).toEqual({ message: "Store not found" });
    const items = await callDoorDash("PUT", `${store(stranger)}/items/status`, [
      { merchant_supplied_id: "fries", is_active: false },
    ]);
    expect(items.response.status).toBe(404);
    expect(await lastCall(null)).toMatchObject({ status: 404 });
  });

  it("refuses a forged JWT with 401 and records the call", async () => {
    const { response, body } = await callDoorDash(
      "POST",
      "/sandbox/doordash/api/v1/menus",
      valid(),
      "Bearer forged.jwt.token",
    );
    expect(response.status).toBe(401);
    expect(body).toEqual({ message: "Invalid or expired JWT" });
    expect(await lastCall(null)).toMatchObject({ status: 401, operation: "menu_create" });
    expect(await twinMenuOf(app, "doordash")).toBeNull();
  });
});
