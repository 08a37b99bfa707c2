import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toGrubhubMenu } from "../../modules/platform-calls/clients/menu-formats/grubhub-menu";
import { TEST_ENGINE } from "../../test/test-database";
import { callGrubhubTwin, lastTwinCall } from "../../test/twin-calls";
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

/**
 * Grubhub's menu calls, through OrderDock's menu client over HTTP to the Grubhub twin:
 * `POST /pos/v1/menu/ingestion` → 200 `{job_id}`, the twin then downloading the normalized
 * menu from OrderDock's own address (never another) and loading it; `GET …/ingestion/jobs/
 * {job_id}` → how it went; `PATCH …/menu/schedules/overrides/external` → QUEUED, or INVALID
 * for an id the menu lacks; refused as Grubhub refuses them (400, 404, 401). The console
 * shows the menu, each hidden item or option, and a menu load that failed.
 */
describe(`Grubhub menu calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let menu: SampleMenu;
  /** What OrderDock's test address serves as the menu document, and with which status. */
  let feed: { status: number; body: unknown } = { status: 200, body: null };
  /** Another host: the twin must never download from it. */
  let elsewhere: Server;
  let elsewhereHits = 0;
  const zone = "Asia/Kolkata";
  const feedPath = "/test-feeds/grubhub-menu.json";

  beforeAll(async () => {
    app = await startTwinApp({
      beforeReady: (fastify) => {
        fastify.get(feedPath, async (_request, reply) => reply.status(feed.status).send(feed.body));
      },
    });
    await setRestaurantTimeZone(app, zone);
    elsewhere = createServer((_request, response) => {
      elsewhereHits += 1;
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => elsewhere.close(resolve));
    await app.close();
  });
  beforeEach(async () => {
    await forgetTwinMenu(app, "grubhub");
    menu = sampleMenu();
    feed = { status: 200, body: toGrubhubMenu(menu.snapshot) };
  });

  const pos = "/sandbox/grubhub/pos/v1";
  const overridesPath = (
    query = "?allow_partial_success=false",
    merchant = app.owner.restaurantId,
  ) => `${pos}/merchant/${merchant}/menu/schedules/overrides/external${query}`;

  const callGrubhub = (
    method: "GET" | "POST" | "PATCH",
    path: string,
    body?: unknown,
    forged: { secretKey?: string } = {},
  ) => callGrubhubTwin(app, method, path, body, forged);
  const lastCall = (restaurantId?: string | null) => lastTwinCall(app, "grubhub", restaurantId);
  const publish = () =>
    sendMenuCall(app, "grubhub", "publish_menu", {
      snapshot: menu.snapshot,
      feedUrl: `${app.origin}${feedPath}`,
    });
  const ingest = (menuUrl: string) =>
    callGrubhub("POST", `${pos}/menu/ingestion`, {
      merchant_ids: [app.owner.restaurantId],
      menu_url: menuUrl,
      normalized_menu: true,
    });
  const job = async (jobId: string) =>
    (await callGrubhub("GET", `${pos}/menu/ingestion/jobs/${jobId}`)).body;
  const hide = (kind: "item" | "option", id: string, until: string | null) =>
    sendMenuCall(app, "grubhub", "suspend", { payload: { entity: { kind, id }, until } });
  const show = (kind: "item" | "option", id: string) =>
    sendMenuCall(app, "grubhub", "unsuspend", { payload: { entity: { kind, id } } });

  it("loads the menu it downloads from OrderDock's own address: job SUCCESS, the console shows it", async () => {
    const outcome = await publish();
    expect(outcome).toMatchObject({ kind: "done", status: 200, reference: expect.any(String) });
    const jobId = (outcome as { reference: string }).reference;
    expect(outcome).toMatchObject({ body: { job_id: jobId } });
    expect(await lastCall()).toMatchObject({
      method: "POST",
      path: `${pos}/menu/ingestion`,
      operation: "menu_ingestion",
      status: 200,
      answer: { job_id: jobId },
    });
    expect((await twinMenuOf(app, "grubhub"))?.menu).toEqual(toGrubhubMenu(menu.snapshot));

    expect(await job(jobId)).toEqual({
      job_id: jobId,
      details: "Successful ingestion",
      merchant_statuses: [
        {
          merchant_id: app.owner.restaurantId,
          status: "SUCCESS",
          details: ["Successful ingestion"],
          menu_proof_url: `${app.origin}/sandbox/grubhub`,
        },
      ],
    });
    expect((await lastCall())?.operation).toBe("menu_ingestion_job");
    const status = await sendMenuCall(app, "grubhub", "menu_status", { payload: { jobId } });
    expect(status).toMatchObject({ kind: "done", status: 200 });

    const { lines, entries } = await consoleMenu(app, "grubhub");
    expect(lines[0]).toMatch(/^Published /);
    expect(lines).toEqual(expect.arrayContaining(["Burgers", "Sides"]));
    expect(entries).toContainEqual({ name: "Smash Burger", price: "$12.50", mark: null });
    expect(entries).toContainEqual({ name: "Cheddar", price: "$1.00", mark: null });
  });

  it("downloads from no other address: the job fails FAILED_MENU_DOWNLOAD and the host hears nothing", async () => {
    const port = (elsewhere.address() as AddressInfo).port;
    const { response, body } = await ingest(`http://127.0.0.1:${port}/menu.json`);
    expect(response.status).toBe(200);
    const answer = await job(body.job_id);
    expect(answer.merchant_statuses).toEqual([
      {
        merchant_id: app.owner.restaurantId,
        status: "FAILED_MENU_DOWNLOAD",
        details: [expect.stringContaining("only downloads a menu from OrderDock's own address")],
      },
    ]);
    expect(elsewhereHits).toBe(0);
    expect(await twinMenuOf(app, "grubhub")).toBeNull();
    const { lines } = await consoleMenu(app, "grubhub");
    expect(lines[0]).toBe("Last menu load: FAILED_MENU_DOWNLOAD");
  });

  it("fails a download OrderDock answers 404, and a document that is no normalized menu, keeping the menu it had", async () => {
    await publish();
    feed = { status: 404, body: { message: "Menu not found" } };
    const missing = await ingest(`${app.origin}${feedPath}`);
    expect((await job(missing.body.job_id)).merchant_statuses[0]).toMatchObject({
      status: "FAILED_MENU_DOWNLOAD",
      details: [`OrderDock answered 404 for the menu at ${feedPath}`],
    });

    const broken = toGrubhubMenu(menu.snapshot);
    feed = {
      status: 200,
      body: {
        ...broken,
        items: broken.items.map((item, index) => (index === 0 ? { ...item, price: null } : item)),
        menu_sections: broken.menu_sections.map((section, index) =>
          index === 1 ? { ...section, items: [...section.items, "ghost-item"] } : section,
        ),
      },
    };
    const invalid = await ingest(`${app.origin}${feedPath}`);
    const statuses = (await job(invalid.body.job_id)).merchant_statuses;
    expect(statuses[0].status).toBe("FAILED_VALIDATION");
    expect(statuses[0].details).toEqual([
      'menu_sections[1].items names what the menu does not hold: "ghost-item"',
      "items[0] needs a price of 0 or more, or a size_prompt",
    ]);
    const { lines, entries } = await consoleMenu(app, "grubhub");
    expect(lines.slice(0, 2)).toEqual([
      "Last menu load: FAILED_VALIDATION",
      'menu_sections[1].items names what the menu does not hold: "ghost-item"',
    ]);
    // The menu loaded before is still the one Grubhub shows.
    expect(entries).toContainEqual({ name: "Smash Burger", price: "$12.50", mark: null });
  });

  it("hides an item until a time and an option until shown again; SHOW brings them back", async () => {
    await publish();
    const until = minutesFromNow(40);
    const outcome = await hide("item", menu.fries.id, until.toISOString());
    expect(outcome).toMatchObject({
      kind: "done",
      status: 200,
      body: {
        status: "QUEUED",
        message: "Menu entity schedule override operation is queued.",
        entity_ids: [menu.fries.id],
        job_id: expect.any(String),
      },
    });
    expect(await lastCall()).toMatchObject({
      method: "PATCH",
      path: overridesPath(""),
      operation: "schedule_overrides",
      status: 200,
    });
    await hide("option", menu.bacon.id, null);
    expect(await marksOf(app, "grubhub", "Crinkle Fries")).toEqual([
      expect.stringMatching(new RegExp(`^Suspended until (tomorrow at )?${clockIn(until, zone)}$`)),
    ]);
    expect(await marksOf(app, "grubhub", "Bacon")).toEqual([
      "Suspended until turned back on",
      "Suspended until turned back on",
    ]);
    expect((await twinMenuOf(app, "grubhub"))?.suspended).toEqual({
      [menu.fries.id]: { until: until.toISOString(), reason: null },
      [menu.bacon.id]: { until: null, reason: null },
    });

    await show("item", menu.fries.id);
    await show("option", menu.bacon.id);
    expect(await marksOf(app, "grubhub", "Crinkle Fries")).toEqual([null]);
    expect(await marksOf(app, "grubhub", "Bacon")).toEqual([null, null]);
  });

  it("keeps its overrides on the entities a new menu still holds", async () => {
    await publish();
    await hide("item", menu.burger.id, null);
    await publish();
    expect(await marksOf(app, "grubhub", "Smash Burger")).toEqual([
      "Suspended until turned back on",
    ]);
  });

  const override = (ids: string[], show_or_hide = "HIDE") => [
    {
      entity_ids: ids,
      schedule_override: {
        op: "ADD",
        start: new Date().toISOString(),
        end: "9999-12-31T23:59:00.000Z",
        show_or_hide,
      },
    },
  ];

  it("aborts a request naming an id the menu lacks (INVALID), unless partial success is allowed", async () => {
    await publish();
    const { response, body } = await callGrubhub(
      "PATCH",
      overridesPath(),
      override([menu.burger.id, "ghost"]),
    );
    expect(response.status).toBe(200);
    expect(body).toEqual({
      status: "INVALID",
      message: 'Not in the merchant\'s menu: "ghost". Nothing was changed.',
      entity_ids: [menu.burger.id, "ghost"],
      job_id: expect.any(String),
    });
    expect(await marksOf(app, "grubhub", "Smash Burger")).toEqual([null]);

    const partial = await callGrubhub(
      "PATCH",
      overridesPath("?allow_partial_success=true"),
      override([menu.burger.id, "ghost"]),
    );
    expect(partial.body).toMatchObject({ status: "QUEUED" });
    expect(await marksOf(app, "grubhub", "Smash Burger")).toEqual([
      "Suspended until turned back on",
    ]);
  });

  it("answers INVALID for any id before a menu was loaded, which OrderDock shows as refused", async () => {
    const outcome = await hide("item", menu.burger.id, null);
    expect(outcome).toEqual({
      kind: "refused",
      status: 200,
      message: expect.stringMatching(/^Not in the merchant's menu: .+\. Nothing was changed\.$/),
    });
  });

  it.each([
    ["", "allow_partial_success is required"],
    ["?allow_partial_success=yes", "allow_partial_success is required"],
  ])("answers 400 to an override with the query %j", async (query, words) => {
    const { response, body } = await callGrubhub("PATCH", overridesPath(query), override(["x"]));
    expect(response.status).toBe(400);
    expect(body).toEqual({ message: expect.stringContaining(words) });
  });

  const entry = (schedule: Record<string, unknown>, ids: unknown = ["x"]) => [
    {
      entity_ids: ids,
      schedule_override: {
        op: "ADD",
        start: "2031-06-01T19:00:00.000Z",
        end: "2031-06-01T20:00:00.000Z",
        show_or_hide: "HIDE",
        ...schedule,
      },
    },
  ];
  it.each([
    [{ entity_ids: ["x"] }, "non-empty array"],
    [[], "non-empty array"],
    [entry({}, []), "[0].entity_ids"],
    [entry({}, [5]), "[0].entity_ids"],
    [entry({ op: "DELETE" }), "op must be ADD or UPDATE"],
    [entry({ show_or_hide: "GONE" }), "show_or_hide must be SHOW or HIDE"],
    [entry({ start: "soon" }), "start must be"],
    [entry({ end: "2031-06-01T18:00:00.000Z" }), "end must be after start"],
    [entry({ op: "UPDATE" }), "cur_end_date is required for UPDATE"],
  ])("answers 400 to overrides %j", async (sent, words) => {
    const { response, body } = await callGrubhub("PATCH", overridesPath(), sent);
    expect(response.status).toBe(400);
    expect(body).toEqual({ message: expect.stringContaining(words) });
  });

  it.each([
    [{ merchant_ids: ["a", "b"], menu_url: "x", normalized_menu: true }, "exactly one merchant id"],
    [{ merchant_ids: [], menu_url: "x", normalized_menu: true }, "exactly one merchant id"],
    [{ merchant_ids: ["a"], menu_url: 5, normalized_menu: true }, "menu_url"],
    [
      { merchant_ids: ["a"], menu_url: "x", normalized_menu: false },
      "normalized_menu must be true",
    ],
    [{ merchant_ids: ["a"], menu_url: "x" }, "normalized_menu must be true"],
  ])("answers 400 to the ingestion %j", async (sent, words) => {
    const { response, body } = await callGrubhub("POST", `${pos}/menu/ingestion`, sent);
    expect(response.status).toBe(400);
    expect(body).toEqual({ message: expect.stringContaining(words) });
  });

  it("answers 404 for a merchant that is no restaurant with Grubhub connected, and for an unknown job", async () => {
    const stranger = randomUUID();
    const ingestion = await callGrubhub("POST", `${pos}/menu/ingestion`, {
      merchant_ids: [stranger],
      menu_url: `${app.origin}${feedPath}`,
      normalized_menu: true,
    });
    expect(ingestion.response.status).toBe(404);
    expect(ingestion.body).toEqual({ message: "Merchant not found" });
    const overrides = await callGrubhub(
      "PATCH",
      overridesPath(undefined, stranger),
      override(["x"]),
    );
    expect(overrides.response.status).toBe(404);
    const unknown = await callGrubhub("GET", `${pos}/menu/ingestion/jobs/${randomUUID()}`);
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toEqual({ message: "No job found for that ID" });
  });

  it("refuses a MAC made with the wrong key with 401 and records the call", async () => {
    const { response, body } = await callGrubhub(
      "POST",
      `${pos}/menu/ingestion`,
      { merchant_ids: [app.owner.restaurantId], menu_url: "x", normalized_menu: true },
      { secretKey: "forged" },
    );
    expect(response.status).toBe(401);
    expect(body).toEqual({ message: "MAC signature does not match" });
    expect(await lastCall(null)).toMatchObject({ operation: "menu_ingestion", status: 401 });
  });

  // Last: it moves the twin's clock on.
  it("ends a HIDE by itself once its end passes on the twin's clock", async () => {
    await publish();
    await hide("item", menu.veggie.id, minutesFromNow(15).toISOString());
    expect(await marksOf(app, "grubhub", "Veggie Burger")).toEqual([
      expect.stringMatching(/^Suspended until /),
    ]);
    await passTwinMinutes(app, "grubhub", 17);
    expect(await marksOf(app, "grubhub", "Veggie Burger")).toEqual([null]);
  });
});
