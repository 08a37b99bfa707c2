import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuApi } from "../../test/menu-helpers";
import { sampleDetails } from "../../test/order-helpers";
import { placeOrder, printerApi, twinFor } from "../../test/printer-helpers";
import { createSignedInOwner, listenOnRandomPort, waitUntil } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { TEST_ENGINE } from "../../test/test-database";
import { TEST_SECRETS_KEY } from "../../test/webhook-helpers";
import { receivePlatformOrder } from "../orders/platform-orders.service";

/**
 * Kitchen printers end to end: orders become jobs by themselves, printer twins fetch them
 * over HTTP exactly as Star and Epson printers do, and every ticket comes out once; a
 * printer that loses power mid-job prints one REPRINT; one back from a long outage prints
 * nothing by itself until staff choose; a backup takes an offline printer's tickets.
 */
describe(`kitchen printers (${TEST_ENGINE})`, () => {
  const clock = createTestClock();
  let test: TestApp;
  let restaurantId: string;
  let api: ReturnType<typeof printerApi>;
  let kitchen: ReturnType<typeof twinFor>;
  let bar: ReturnType<typeof twinFor>;
  let kitchenId: string;

  beforeAll(async () => {
    test = await createTestApp({ clock: clock.now, config: { secretsKey: TEST_SECRETS_KEY } });
    await listenOnRandomPort(test.app);
    const owner = await createSignedInOwner(test.app, test.database.db, "Printer Diner");
    restaurantId = owner.restaurantId;
    api = printerApi(test.app, owner.token);
    const menu = menuApi(test.app, owner.token);
    const mains = (await menu.addCategory("Mains")).json();
    const drinks = (await menu.addCategory("Drinks")).json();
    await menu.addItem({ name: "Smash Burger", price: 12, categoryId: mains.id });
    await menu.addItem({ name: "Lemonade", price: 4, categoryId: drinks.id });
    const routed = await api.call("PUT", `/api/menu/categories/${drinks.id}/station`, {
      station: "Bar",
    });
    expect(routed.json()).toMatchObject({ name: "Drinks", station: "bar" });

    const star = await api.add({
      name: "Kitchen",
      station: "kitchen",
      protocol: "star-cloudprnt",
      paperWidth: 80,
      autoPrint: ["new"],
    });
    const epson = await api.add({
      name: "Bar",
      station: "bar",
      protocol: "epson-sdp",
      paperWidth: 58,
      autoPrint: ["new"],
    });
    kitchenId = star.printer.id;
    expect(star.url).toMatch(new RegExp(`/printers/star/${kitchenId}\\?key=[\\w-]{32}$`));
    expect(star.printer.maskedUrl).not.toContain(star.url.split("key=")[1]);
    kitchen = twinFor("star", star.url);
    bar = twinFor("epson", epson.url);
  });
  afterAll(() => test.close());

  /** Both twins poll until neither has anything left. */
  /**
   * Every notification sent so far has reached this instance: a printer's call then knows of
   * each job made (it hears of one by notification, so a call made a moment after the
   * job's commit could find "nothing to print", as a real printer's next call would not).
   */
  const heardEverything = () => test.app.events.checkFeed(10_000);
  const printAll = async () => {
    await heardEverything();
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([kitchen.twin.pollOnce(), bar.twin.pollOnce()]);
      if (results.every((result) => result.kind === "idle")) return;
    }
  };
  const jobsFor = async (printerId: string) => (await api.one(printerId)).queuedCount;
  /** An order placed now; resolves once the kitchen printer has its one job for it. */
  const placeForKitchen = async (number: string, items = ["Smash Burger"]) => {
    const order = await placeOrder(test.database.db, restaurantId, items, {
      now: clock.now(),
      number,
    });
    await waitUntil(async () => (await jobsFor(kitchenId)) === 1, {
      label: `the job for ${number}`,
    });
    await heardEverything();
    return order;
  };

  it("prints each station's items on its own printer, once", async () => {
    await printAll();
    const order = await placeForKitchen("P100", ["Smash Burger", "Lemonade"]);
    await printAll();

    expect(kitchen.tickets).toHaveLength(1);
    expect(bar.tickets).toHaveLength(1);
    const [ticket] = kitchen.tickets;
    expect(ticket?.mediaType).toBe("application/vnd.star.starprnt");
    expect(ticket?.text).toContain("#P100");
    expect(ticket?.text).toContain("Smash Burger");
    expect(ticket?.text).not.toContain("Lemonade");
    expect(ticket?.text).not.toContain("$");
    expect(ticket?.text).not.toContain("REPRINT");
    expect(bar.tickets[0]?.text).toContain("Lemonade");
    expect(bar.tickets[0]?.text).not.toContain("Smash Burger");
    // Nothing more comes out however often they call.
    await printAll();
    expect([kitchen.tickets.length, bar.tickets.length]).toEqual([1, 1]);
    expect(order.orderNumber).toBe("P100");
  });

  it("prints one REPRINT when the printer lost power before confirming", async () => {
    kitchen.tickets.length = 0;
    await placeForKitchen("P101");
    kitchen.twin.crashAfterFetchOnce();
    const crashed = await kitchen.twin.pollOnce();
    expect(crashed).toMatchObject({ kind: "jobs", isConfirmed: false });
    await printAll();

    expect(kitchen.tickets.map((ticket) => ticket.text.includes("REPRINT"))).toEqual([false, true]);
    expect(kitchen.tickets.every((ticket) => ticket.text.includes("#P101"))).toBe(true);
    expect(await jobsFor(kitchenId)).toBe(0);
  });

  it("holds what waited through a long outage for staff: Print all prints it", async () => {
    kitchen.tickets.length = 0;
    await placeForKitchen("P102");
    clock.advance(20 * 60_000);
    await printAll();
    expect(kitchen.tickets).toHaveLength(0);
    expect(await api.one(kitchenId)).toMatchObject({ waitingCount: 1, queuedCount: 1 });

    const released = await api.call("POST", `/api/printers/${kitchenId}/backlog`, {
      action: "print",
    });
    expect(released.json()).toEqual({ count: 1 });
    await printAll();
    expect(kitchen.tickets.map((ticket) => ticket.text.includes("#P102"))).toEqual([true]);
    expect(await api.one(kitchenId)).toMatchObject({ waitingCount: 0, queuedCount: 0 });
  });

  it("dismisses what waited when staff choose Dismiss", async () => {
    kitchen.tickets.length = 0;
    await placeForKitchen("P103");
    clock.advance(16 * 60_000);
    const dismissed = await api.call("POST", `/api/printers/${kitchenId}/backlog`, {
      action: "dismiss",
    });
    expect(dismissed.json()).toEqual({ count: 1 });
    await printAll();
    expect(kitchen.tickets).toHaveLength(0);
    expect(await api.one(kitchenId)).toMatchObject({ waitingCount: 0, queuedCount: 0 });
  });

  it("sends an offline printer's tickets to its backup, saying whose they are", async () => {
    kitchen.tickets.length = 0;
    bar.tickets.length = 0;
    const barId = (await api.list()).printers.find((printer) => printer.name === "Bar")?.id;
    await api.call("PATCH", `/api/printers/${kitchenId}`, { backupPrinterId: barId });
    await printAll();
    // The kitchen printer falls silent; the bar printer keeps calling.
    clock.advance(60_000);
    await bar.twin.pollOnce();
    await test.app.printerWatch.runRound();
    expect(await api.one(kitchenId)).toMatchObject({ online: false });
    // The bar printer looks once with nothing to take: the kitchen's next job must still
    // reach it.
    await waitUntil(async () => (await api.one(barId ?? "")).online, { label: "bar online" });
    await bar.twin.pollOnce();
    expect(bar.tickets).toHaveLength(0);

    await placeForKitchen("P104");
    await bar.twin.pollOnce();
    expect(bar.tickets).toHaveLength(1);
    expect(bar.tickets[0]?.text).toContain("#P104");
    expect(bar.tickets[0]?.text).toContain("KITCHEN PRINTER");
    expect(bar.tickets[0]?.text).toContain("Smash Burger");
    expect(await jobsFor(kitchenId)).toBe(0);

    // Back online, it reports so at once; nothing is printed twice.
    await kitchen.twin.pollOnce();
    await waitUntil(async () => (await api.one(kitchenId)).online, { label: "back online" });
    expect(kitchen.tickets).toHaveLength(0);
  });

  it("prints an order again on request, as a REPRINT, and only what a station makes", async () => {
    kitchen.tickets.length = 0;
    const order = await placeOrder(test.database.db, restaurantId, ["Lemonade"], {
      now: clock.now(),
      number: "P105",
    });
    const refused = await api.call("POST", `/api/orders/${order.id}/print`, {
      printerId: kitchenId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This order has nothing for that printer's station");

    const receipt = await api.call("POST", `/api/orders/${order.id}/print`, {
      printerId: kitchenId,
      layout: "receipt",
    });
    expect(receipt.json()).toEqual({ reprint: false });
    await printAll();
    expect(kitchen.tickets.at(-1)?.text).toContain("$");
    const again = await api.call("POST", `/api/orders/${order.id}/print`, {
      printerId: kitchenId,
      layout: "receipt",
    });
    expect(again.json()).toEqual({ reprint: true });
    await printAll();
    expect(kitchen.tickets.map((ticket) => ticket.text.includes("REPRINT"))).toEqual([false, true]);
  });

  it("prints an UPDATED ticket naming what changed, and a CANCELLED one", async () => {
    await api.call("PATCH", `/api/printers/${kitchenId}`, {
      autoPrint: ["new", "updated", "cancelled"],
      backupPrinterId: null,
    });
    await printAll();
    kitchen.tickets.length = 0;
    const receive = (items: Array<[string, number]>, state: "placed" | "cancelled" = "placed") =>
      receivePlatformOrder({
        db: test.database.db,
        restaurantId,
        platform: "woocommerce",
        now: clock.now(),
        order: {
          externalId: "wc-7",
          state,
          details: sampleDetails({
            orderNumber: "W7",
            items: items.map(([name, quantity]) => ({ name, quantity, price: 900, modifiers: [] })),
          }),
        },
      });
    await receive([["Smash Burger", 1]]);
    await waitUntil(async () => (await jobsFor(kitchenId)) === 1, { label: "the new ticket" });
    await printAll();
    await receive([["Smash Burger", 2]]);
    await waitUntil(async () => (await jobsFor(kitchenId)) === 1, { label: "the update" });
    await printAll();
    await receive([["Smash Burger", 2]], "cancelled");
    await waitUntil(async () => (await jobsFor(kitchenId)) === 1, { label: "the cancellation" });
    await printAll();

    expect(kitchen.tickets).toHaveLength(3);
    const [placed, updated, cancelled] = kitchen.tickets.map((ticket) => ticket.text);
    expect(placed).not.toMatch(/UPDATED|CANCELLED/);
    expect(updated).toContain("UPDATED");
    expect(updated).toContain("Smash Burger 1 -> 2");
    expect(cancelled).toContain("CANCELLED");
    expect(cancelled).toContain("#W7");
  });

  it("holds tickets by the restaurant's own limit, set in Settings", async () => {
    const bad = await api.call("PUT", "/api/printers/settings", { backlogMinutes: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Minutes must be a whole number from 1 to 240");
    const set = await api.call("PUT", "/api/printers/settings", { backlogMinutes: 30 });
    expect(set.json()).toMatchObject({ backlogMinutes: 30 });
    await printAll();
    kitchen.tickets.length = 0;
    await placeForKitchen("P106");
    // 20 minutes is past the default 15, within this restaurant's 30: it prints by itself.
    clock.advance(20 * 60_000);
    await printAll();
    expect(kitchen.tickets.map((ticket) => ticket.text.includes("#P106"))).toEqual([true]);
  });
});
