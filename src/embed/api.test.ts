import { describe, expect, it, vi } from "vitest";
import { failureOf, loadMenu, placeOrder } from "./api";
import { FAILURE_TEXT } from "./messages";
import { IDS, sampleMenu } from "./test/menu-fixture";

const ORIGIN = "https://orders.example.com";
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const order = {
  clientOrderId: "9b2f7c1e-4d3a-4b5c-8e6f-7a8b9c0d1e2f",
  customer: { name: "Priya", phone: "(512) 555-0117" },
  fulfillment: "pickup" as const,
  items: [{ itemId: IDS.lemonade, quantity: 1, optionIds: [] }],
};

describe("what a failed order means to the customer", () => {
  it.each([
    [404, { message: "Online ordering is not available for this restaurant" }, "unavailable"],
    [429, { message: "Rate limit exceeded" }, "rate-limited"],
    [0, null, "network"],
    [500, { message: "Something went wrong" }, "server"],
    [503, null, "server"],
  ] as const)("status %i → %s", (status, body, kind) => {
    expect(failureOf(status, body).kind).toBe(kind);
  });

  it("says each in the customer's words", () => {
    expect(failureOf(404, null).message).toBe("Online ordering is not available right now.");
    expect(failureOf(429, null).message).toBe(
      "Too many orders from this connection. Please wait a minute.",
    );
    expect(failureOf(0, null).message).toBe(
      "We couldn't reach the restaurant. Check your connection and try again.",
    );
  });

  it("keeps a 400's issues with their paths, and gives one even when the server gave none", () => {
    const issues = [{ path: "customer.name", message: "Your name is required" }];
    expect(failureOf(400, { message: "Your name is required", issues })).toEqual({
      kind: "invalid",
      message: "Your name is required",
      issues,
    });
    expect(failureOf(400, { message: "The request body is not valid JSON" })).toMatchObject({
      issues: [{ path: "", message: "The request body is not valid JSON" }],
    });
  });

  it("recognises a sold-out item by the 409's code", () => {
    const issues = [
      { path: "items.0.itemId", message: "Fresh Lemonade is not available right now" },
    ];
    expect(
      failureOf(409, { code: "ITEM_UNAVAILABLE", message: issues[0]?.message, issues }),
    ).toMatchObject({ kind: "sold-out", issues });
    expect(failureOf(409, { code: "CONFLICT", message: "?" }).kind).toBe("server");
  });

  it("names what sold out", () => {
    expect(FAILURE_TEXT.soldOut(["Fresh Lemonade"])).toBe(
      "Sorry, Fresh Lemonade just sold out. We took it out of your order; please review it and place it again.",
    );
    expect(FAILURE_TEXT.soldOut(["Iced Tea", "Fresh Lemonade"])).toContain(
      "Iced Tea and Fresh Lemonade just sold out. We took them out",
    );
  });
});

describe("calling the public order API", () => {
  it("loads the menu from the script's own origin, without cookies", async () => {
    const fetch = vi.fn(async () => json(200, sampleMenu()));
    const outcome = await loadMenu({ apiOrigin: ORIGIN, restaurantId: IDS.restaurant, fetch });
    expect(outcome).toMatchObject({
      ok: true,
      menu: { restaurant: { name: "Golden Fork Bistro" } },
    });
    expect(fetch).toHaveBeenCalledWith(
      `${ORIGIN}/api/public/restaurants/${IDS.restaurant}/menu`,
      expect.objectContaining({ credentials: "omit", mode: "cors" }),
    );
  });

  it("posts the order as JSON and tells a new order from a repeated one", async () => {
    const placed = { orderNumber: "W-1042", status: "new", total: 5.2 };
    const fetch = vi.fn(async () => json(201, placed));
    const api = { apiOrigin: ORIGIN, restaurantId: IDS.restaurant, fetch };
    expect(await placeOrder(api, order)).toEqual({ ok: true, result: placed, isNew: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${ORIGIN}/api/public/restaurants/${IDS.restaurant}/orders`);
    expect(init).toMatchObject({ method: "POST", credentials: "omit" });
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual(order);

    fetch.mockImplementationOnce(async () => json(200, placed));
    expect(await placeOrder(api, order)).toMatchObject({ ok: true, isNew: false });
  });

  it("turns a failed connection or an unreadable answer into an outcome, never a throw", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const api = { apiOrigin: ORIGIN, restaurantId: IDS.restaurant, fetch: offline };
    expect(await placeOrder(api, order)).toMatchObject({ ok: false, kind: "network" });
    const html = vi.fn(async () => new Response("<html>", { status: 502 }));
    expect(await loadMenu({ ...api, fetch: html })).toMatchObject({ ok: false, kind: "server" });
  });
});
