import { within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDS, sampleMenu } from "./test/menu-fixture";
import { mountOrderForm } from "./widget";

const ORIGIN = "https://orders.example.com";
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Route = (init: RequestInit) => Response | Promise<Response>;

/** A stand-in for the public API: answers in turn per path ending ("menu", "orders"). */
function fakeApi(routes: { menu: Route[]; orders?: Route[] }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const queue = url.endsWith("/menu") ? routes.menu : (routes.orders ?? []);
    const route = queue.length > 1 ? queue.shift() : queue[0];
    if (!route) throw new Error(`no answer for ${url}`);
    return route(init);
  });
  const orderBodies = () =>
    calls
      .filter((call) => call.url.endsWith("/orders"))
      .map((call) => JSON.parse(String(call.init.body)));
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, orderBodies };
}

function mount(api: ReturnType<typeof fakeApi>) {
  const host = document.createElement("div");
  document.body.append(host);
  const shadow = mountOrderForm({
    host,
    options: { restaurantId: IDS.restaurant, apiOrigin: ORIGIN, theme: "auto" },
    fetch: api.fetch,
  });
  // The form's root inside the shadow root (the queries' error output cannot print a ShadowRoot).
  const root = shadow.querySelector<HTMLElement>(".od-root");
  if (!root) throw new Error("the form did not draw its root");
  return { host, form: within(root), user: userEvent.setup() };
}

afterEach(() => document.body.replaceChildren());

/** jest-dom's toHaveFocus reads document.activeElement, which is the shadow host. */
function expectFocused(element: Element) {
  expect((element.getRootNode() as ShadowRoot).activeElement).toBe(element);
}

async function addBurger({ form, user }: ReturnType<typeof mount>) {
  await user.click(await form.findByRole("button", { name: "Add Golden Fork Burger" }));
  const panel = form.getByRole("dialog", { name: "Golden Fork Burger" });
  await user.click(within(panel).getByRole("radio", { name: "Medium" }));
  await user.click(within(panel).getByRole("checkbox", { name: /Bacon/ }));
  await user.click(within(panel).getByRole("button", { name: "Add to order" }));
}

async function fillDetails({ form, user }: ReturnType<typeof mount>) {
  await user.type(form.getByLabelText("Name"), "Priya Patel");
  await user.type(form.getByLabelText("Phone"), "(512) 555-0117");
}

describe("the website order form", () => {
  it("shows the restaurant, its items with prices and tags, and what sold out", async () => {
    const view = mount(fakeApi({ menu: [() => json(200, sampleMenu())] }));
    const { form } = view;
    expect(await form.findByRole("heading", { name: "Golden Fork Bistro" })).toBeVisible();
    expect(form.getByRole("heading", { name: "Burgers & Sandwiches" })).toBeVisible();
    expect(form.getByText("$16.95")).toBeVisible();
    expect(form.getAllByText("Vegan")).toHaveLength(2);
    expect(form.getByText("Gluten-free")).toBeVisible();
    expect(form.getByText("Sold out today")).toBeVisible();
    expect(form.queryByRole("button", { name: "Add Iced Tea" })).toBeNull();
    expect(form.getByText("Your order is empty. Add something from the menu.")).toBeVisible();
  });

  it("asks for a required choice before adding, then estimates the subtotal", async () => {
    const view = mount(fakeApi({ menu: [() => json(200, sampleMenu())] }));
    const { form, user } = view;
    await user.click(await form.findByRole("button", { name: "Add Golden Fork Burger" }));
    const panel = form.getByRole("dialog", { name: "Golden Fork Burger" });
    expect(within(panel).getByText("Required · choose 1")).toBeVisible();
    await user.click(within(panel).getByRole("button", { name: "Add to order" }));
    expect(within(panel).getByText("Choose 1 for Temperature")).toBeVisible();
    expectFocused(within(panel).getByRole("radio", { name: "Medium" }));

    await user.click(within(panel).getByRole("radio", { name: "Medium" }));
    await user.click(within(panel).getByRole("checkbox", { name: /Bacon/ }));
    await user.click(within(panel).getByRole("button", { name: "Increase quantity" }));
    expect(within(panel).getByText("$38.90")).toBeVisible();
    await user.click(within(panel).getByRole("button", { name: "Add to order" }));

    expect(form.queryByRole("dialog")).toBeNull();
    expectFocused(form.getByRole("button", { name: "Add Golden Fork Burger" }));
    const cart = form.getByRole("region", { name: "Your order" });
    expect(within(cart).getByText("2 × Golden Fork Burger")).toBeVisible();
    expect(within(cart).getByText("Medium, Bacon")).toBeVisible();
    expect(within(cart).getByText("Estimated subtotal")).toBeVisible();
    expect(within(cart).getByText("Final total confirmed when you place the order")).toBeVisible();

    await user.click(within(cart).getByRole("button", { name: "Remove one Golden Fork Burger" }));
    expect(within(cart).getByText("1 × Golden Fork Burger")).toBeVisible();
    expectFocused(within(cart).getByRole("button", { name: "Remove one Golden Fork Burger" }));
    await user.click(
      within(cart).getByRole("button", { name: "Remove Golden Fork Burger from your order" }),
    );
    expect(
      within(cart).getByText("Your order is empty. Add something from the menu."),
    ).toBeVisible();
  });

  it("places the order with ids only and shows the number and the server's total", async () => {
    const api = fakeApi({
      menu: [() => json(200, sampleMenu())],
      orders: [() => json(201, { orderNumber: "W-1042", status: "new", total: 21.29 })],
    });
    const view = mount(api);
    await addBurger(view);
    await fillDetails(view);
    await view.user.click(view.form.getByRole("button", { name: "Place order" }));

    expectFocused(
      await view.form.findByRole("heading", { name: "Thank you! Your order W-1042 is in." }),
    );
    expect(view.form.getByText("$21.29")).toBeVisible();
    const [body] = api.orderBodies();
    expect(body).toEqual({
      clientOrderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      customer: { name: "Priya Patel", phone: "(512) 555-0117" },
      fulfillment: "pickup",
      items: [{ itemId: IDS.burger, quantity: 1, optionIds: [IDS.medium, IDS.bacon] }],
    });
  });

  it("shows the restaurant's tax and the total, and sends each note where it belongs", async () => {
    const api = fakeApi({
      menu: [() => json(200, sampleMenu({ salesTaxPercent: 8.875 }))],
      orders: [() => json(201, { orderNumber: "W-1043", status: "new", tax: 1.73, total: 21.18 })],
    });
    const view = mount(api);
    const { form, user } = view;
    await user.click(await form.findByRole("button", { name: "Add Golden Fork Burger" }));
    const panel = form.getByRole("dialog", { name: "Golden Fork Burger" });
    await user.click(within(panel).getByRole("radio", { name: "Medium" }));
    await user.click(within(panel).getByRole("checkbox", { name: /Bacon/ }));
    await user.type(
      within(panel).getByRole("textbox", { name: "Note for this item (optional)" }),
      "No pickles, sesame allergy",
    );
    await user.click(within(panel).getByRole("button", { name: "Add to order" }));

    // $19.45 at 8.875% is $1.72619: $1.73, the server's own rounding.
    const cart = form.getByRole("region", { name: "Your order" });
    expect(within(cart).getByText("Note: No pickles, sesame allergy")).toBeVisible();
    expect(within(cart).getByText("Tax (8.875%)")).toBeVisible();
    expect(within(cart).getByText("$1.73")).toBeVisible();
    expect(within(cart).getByText("Estimated total")).toBeVisible();
    expect(within(cart).getByText("$21.18")).toBeVisible();

    await fillDetails(view);
    await user.click(form.getByRole("radio", { name: "Delivery" }));
    await user.type(form.getByLabelText("Street address"), "12 Elm St");
    await user.type(form.getByLabelText("Delivery instructions (optional)"), "Gate code 4521");
    await user.type(form.getByLabelText("Note for the kitchen (optional)"), "PEANUT ALLERGY");
    await user.click(form.getByRole("button", { name: "Place order" }));

    expect(
      await form.findByRole("heading", { name: "Thank you! Your order W-1043 is in." }),
    ).toBeVisible();
    expect(form.getByText("$1.73")).toBeVisible();
    const [body] = api.orderBodies();
    expect(body).toMatchObject({
      fulfillment: "delivery",
      kitchenNote: "PEANUT ALLERGY",
      deliveryInstructions: "Gate code 4521",
      items: [{ itemId: IDS.burger, note: "No pickles, sesame allergy" }],
    });
  });

  it("keeps the same dish with another note on its own line, and shows no tax line at 0%", async () => {
    const view = mount(fakeApi({ menu: [() => json(200, sampleMenu())] }));
    const { form, user } = view;
    for (const note of ["", "Extra lemon"]) {
      await user.click(await form.findByRole("button", { name: "Add Fresh Lemonade" }));
      const panel = form.getByRole("dialog", { name: "Fresh Lemonade" });
      if (note)
        await user.type(within(panel).getByRole("textbox", { name: /Note for this item/ }), note);
      await user.click(within(panel).getByRole("button", { name: "Add to order" }));
    }
    const cart = form.getByRole("region", { name: "Your order" });
    expect(within(cart).getAllByText("1 × Fresh Lemonade")).toHaveLength(2);
    expect(within(cart).getByText("Note: Extra lemon")).toBeVisible();
    expect(within(cart).queryByText(/^Tax/)).toBeNull();
  });

  it("checks the details before sending, and asks for an address for delivery", async () => {
    const api = fakeApi({ menu: [() => json(200, sampleMenu())] });
    const view = mount(api);
    const { form, user } = view;
    await form.findByRole("heading", { name: "Golden Fork Bistro" });
    // jsdom keeps a stale computed style inside shadow roots, so the hidden attribute is read.
    const isHidden = (label: string) => form.getByLabelText(label).closest("[hidden]") !== null;
    expect(isHidden("Street address")).toBe(true);
    await user.click(form.getByRole("radio", { name: "Delivery" }));
    expect(isHidden("Street address")).toBe(false);
    expect(isHidden("ZIP code")).toBe(false);
    await user.click(form.getByRole("button", { name: "Place order" }));

    const alert = form.getByRole("alert");
    expect(within(alert).getByText("Please check your order:")).toBeVisible();
    expect(within(alert).getByText("Add at least one item")).toBeVisible();
    expect(form.getByLabelText("Name")).toHaveAccessibleDescription("Your name is required");
    expectFocused(form.getByLabelText("Name"));
    expect(form.getByLabelText("Street address")).toHaveAttribute("aria-invalid", "true");
    expect(api.orderBodies()).toEqual([]);
  });

  it("shows the server's 400 issues beside their fields", async () => {
    const api = fakeApi({
      menu: [() => json(200, sampleMenu())],
      orders: [
        () =>
          json(400, {
            message: "City is too long; Choose 1 for Temperature (Golden Fork Burger)",
            issues: [
              { path: "address.city", message: "City is too long" },
              {
                path: "items.0.optionIds",
                message: "Choose 1 for Temperature (Golden Fork Burger)",
              },
            ],
          }),
      ],
    });
    const view = mount(api);
    await addBurger(view);
    await fillDetails(view);
    await view.user.click(view.form.getByRole("radio", { name: "Delivery" }));
    await view.user.type(view.form.getByLabelText("Street address"), "12 Elm St");
    await view.user.click(view.form.getByRole("button", { name: "Place order" }));

    await view.form.findByText("Please check your order:");
    expect(view.form.getByLabelText("City")).toHaveAccessibleDescription("City is too long");
    expectFocused(view.form.getByLabelText("City"));
    const alert = view.form.getByRole("alert");
    expect(within(alert).getByText("Choose 1 for Temperature (Golden Fork Burger)")).toBeVisible();
  });

  it("on a sold-out answer names the item, takes it out and reloads the menu", async () => {
    const api = fakeApi({
      menu: [
        () => json(200, sampleMenu()),
        () => json(200, sampleMenu({ isLemonadeAvailable: false })),
      ],
      orders: [
        () =>
          json(409, {
            code: "ITEM_UNAVAILABLE",
            message: "Fresh Lemonade is not available right now",
            issues: [
              { path: "items.1.itemId", message: "Fresh Lemonade is not available right now" },
            ],
          }),
      ],
    });
    const view = mount(api);
    const { form, user } = view;
    await addBurger(view);
    await user.click(form.getByRole("button", { name: "Add Fresh Lemonade" }));
    await user.click(form.getByRole("button", { name: "Add to order" }));
    await fillDetails(view);
    await user.click(form.getByRole("button", { name: "Place order" }));

    expect(
      await form.findByText(
        "Sorry, Fresh Lemonade just sold out. We took it out of your order; please review it and place it again.",
      ),
    ).toBeVisible();
    expect(form.queryByRole("button", { name: "Add Fresh Lemonade" })).toBeNull();
    expect(form.getAllByText("Sold out today")).toHaveLength(2);
    const cart = form.getByRole("region", { name: "Your order" });
    expect(within(cart).queryByText(/Fresh Lemonade/)).toBeNull();
    expect(within(cart).getByText("1 × Golden Fork Burger")).toBeVisible();
  });

  it("after a lost connection retries with the same clientOrderId", async () => {
    const api = fakeApi({
      menu: [() => json(200, sampleMenu())],
      orders: [
        () => {
          throw new TypeError("Failed to fetch");
        },
        () => json(200, { orderNumber: "W-1043", status: "new", total: 19.45 }),
      ],
    });
    const view = mount(api);
    await addBurger(view);
    await fillDetails(view);
    await view.user.click(view.form.getByRole("button", { name: "Place order" }));
    expect(
      await view.form.findByText(
        "We couldn't reach the restaurant. Check your connection and try again.",
      ),
    ).toBeVisible();
    await view.user.click(view.form.getByRole("button", { name: "Place order" }));
    await view.form.findByRole("heading", { name: "Thank you! Your order W-1043 is in." });
    const [first, second] = api.orderBodies();
    expect(second.clientOrderId).toBe(first.clientOrderId);
  });

  it.each([
    [404, "Online ordering is not available right now."],
    [429, "Too many orders from this connection. Please wait a minute."],
  ])("answers a %i order with its message", async (status, message) => {
    const api = fakeApi({
      menu: [() => json(200, sampleMenu())],
      orders: [() => json(status, { message: "refused" })],
    });
    const view = mount(api);
    await addBurger(view);
    await fillDetails(view);
    await view.user.click(view.form.getByRole("button", { name: "Place order" }));
    expect(await view.form.findByText(message)).toBeVisible();
  });

  it("says ordering is unavailable when the restaurant's form is off", async () => {
    const view = mount(
      fakeApi({ menu: [() => json(404, { message: "Online ordering is not available" })] }),
    );
    expect(await view.form.findByRole("alert")).toHaveTextContent(
      "Online ordering is not available right now.",
    );
    expect(view.form.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offers to try again when the menu could not be loaded", async () => {
    const view = mount(
      fakeApi({
        menu: [
          () => {
            throw new TypeError("offline");
          },
          () => json(200, sampleMenu()),
        ],
      }),
    );
    await view.user.click(await view.form.findByRole("button", { name: "Try again" }));
    expect(await view.form.findByRole("heading", { name: "Golden Fork Bistro" })).toBeVisible();
  });

  it("says the restaurant is not taking orders while it is paused, and until when", async () => {
    const until = new Date(2026, 10, 26, 19, 45);
    const view = mount(
      fakeApi({
        menu: [
          () => json(200, sampleMenu({ ordering: { paused: true, until: until.toISOString() } })),
          () => json(200, sampleMenu()),
        ],
      }),
    );
    const backAt = until.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
    expect(
      await view.form.findByText(`We're not taking online orders right now. Back at ${backAt}.`),
    ).toBeVisible();
    expect(view.form.queryByRole("button", { name: "Place order" })).toBeNull();
    expect(view.form.queryByRole("button", { name: "Add Golden Fork Burger" })).toBeNull();
    // Reopened: the menu is back.
    await view.user.click(view.form.getByRole("button", { name: "Check again" }));
    expect(await view.form.findByRole("button", { name: "Add Golden Fork Burger" })).toBeVisible();
  });

  it("keeps the order when the restaurant pauses as it is sent, and places it once reopened", async () => {
    const api = fakeApi({
      menu: [
        () => json(200, sampleMenu()),
        () => json(200, sampleMenu({ ordering: { paused: true, until: null } })),
        () => json(200, sampleMenu()),
      ],
      orders: [
        () =>
          json(409, {
            message: "This restaurant is not taking online orders right now",
            code: "ORDERING_PAUSED",
          }),
        () => json(201, { orderNumber: "W-1002", status: "new", total: 16.5 }),
      ],
    });
    const view = mount(api);
    await addBurger(view);
    await fillDetails(view);
    await view.user.click(view.form.getByRole("button", { name: "Place order" }));
    expect(await view.form.findByText("We're not taking online orders right now.")).toBeVisible();
    await view.user.click(view.form.getByRole("button", { name: "Check again" }));
    await view.user.click(await view.form.findByRole("button", { name: "Place order" }));
    expect(
      await view.form.findByRole("heading", { name: "Thank you! Your order W-1002 is in." }),
    ).toBeVisible();
    const [refused, placed] = api.orderBodies();
    expect(placed.items).toEqual([
      { itemId: IDS.burger, quantity: 1, optionIds: [IDS.medium, IDS.bacon] },
    ]);
    // The same order, not a second one: it was never taken.
    expect(placed.clientOrderId).toBe(refused.clientOrderId);
  });
});
