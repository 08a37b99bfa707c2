import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { HistoryEntry } from "@/domain/api/order-history";
import type { Order } from "@/domain/order";
import { buildOrder } from "../test/order-fixture";
import { OrderDetailDialog } from "./order-detail-dialog";

// 4:00 PM in Chicago on the day the fixture's order was placed.
const NOW = Date.parse("2026-11-20T22:00:00.000Z");
const TIME_ZONE = "America/Chicago";

function showDialog(order: Order) {
  const onAnswer = vi.fn();
  const onRetry = vi.fn();
  renderWithApp(
    <OrderDetailDialog
      order={order}
      open
      now={NOW}
      timeZone={TIME_ZONE}
      onOpenChange={vi.fn()}
      onChangeStatus={vi.fn()}
      onPrint={vi.fn()}
      onAnswer={onAnswer}
      onRetry={onRetry}
      deadlineWarningMinutes={2}
    />,
  );
  return { onAnswer, onRetry };
}

/** The totals box as [label, amount] rows, top to bottom. */
function totalsRows(): Array<[string, string]> {
  const items = within(screen.getByRole("region", { name: /^Order Items/ }));
  const labels = items.getAllByRole("term").map((term) => term.textContent ?? "");
  const amounts = items.getAllByRole("definition").map((amount) => amount.textContent ?? "");
  return labels.map((label, index) => [label, amounts[index] ?? ""]);
}

function statusButtons() {
  return within(screen.getByRole("region", { name: "Update Status" })).getAllByRole("button");
}

/** A Shopify pickup: one $50.00 item, $3.20 tax. */
function shopifyOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    platform: "shopify",
    orderNumber: "#1001",
    isDelivery: false,
    deliveryInstructions: undefined,
    tax: 320,
    items: [{ name: "Family Lasagna", quantity: 1, price: 5000, modifiers: [] }],
    ...overrides,
  });
}

describe("the dialog's totals", () => {
  it("lists a restaurant's discount code between Subtotal and Tax, and the platform's total", () => {
    showDialog(
      shopifyOrder({
        discounts: [{ label: "Discount (TENOFF)", amount: 1000, fundedBy: "restaurant" }],
        total: 4320,
      }),
    );
    expect(totalsRows()).toEqual([
      ["Subtotal", "$50.00"],
      ["Discount (TENOFF)", "-$10.00"],
      ["Tax", "$3.20"],
      ["Delivery Fee", "$0.00"],
      ["Total", "$43.20"],
    ]);
    expect(screen.queryByText(/^Totals differ/)).not.toBeInTheDocument();
  });

  it("shows fee and tip lines that are not zero, and leaves out the zero ones", () => {
    showDialog(
      shopifyOrder({
        fees: [
          { label: "Service fee", amount: 150 },
          { label: "Bag fee", amount: 0 },
        ],
        tips: [
          { label: "Tip", amount: 300, isKeptByRestaurant: true },
          { label: "Kitchen tip", amount: 0, isKeptByRestaurant: true },
        ],
      }),
    );
    expect(totalsRows()).toEqual([
      ["Subtotal", "$50.00"],
      ["Tax", "$3.20"],
      ["Delivery Fee", "$0.00"],
      ["Service fee", "$1.50"],
      ["Tip", "$3.00"],
      ["Total", "$57.70"],
    ]);
  });

  it("shows a discount the platform pays below the total without taking it off", () => {
    // The fixture's Uber Eats delivery: $33.50 + $2.68 tax + $3.99 delivery.
    showDialog(
      buildOrder({ discounts: [{ label: "Uber One promo", amount: 500, fundedBy: "platform" }] }),
    );
    expect(totalsRows()).toEqual([
      ["Subtotal", "$33.50"],
      ["Tax", "$2.68"],
      ["Delivery Fee", "$3.99"],
      ["Total", "$40.17"],
      ["Uber One promo (paid by Uber Eats)", "-$5.00"],
    ]);
  });

  it("charges the platform's total and says by how much the lines differ from it", () => {
    showDialog(buildOrder({ total: 3767 }));
    expect(totalsRows()).toContainEqual(["Total", "$37.67"]);
    expect(
      screen.getByText(
        "Totals differ by $2.50: Uber Eats says $37.67, the lines add up to $40.17.",
      ),
    ).toBeInTheDocument();
  });

  it("writes the amounts in the order's currency", () => {
    showDialog(
      buildOrder({
        currency: "JPY",
        isDelivery: false,
        tax: 0,
        items: [{ name: "Katsu Curry", quantity: 2, price: 1944, modifiers: [] }],
      }),
    );
    expect(totalsRows()).toContainEqual(["Total", "¥3,888"]);
  });
});

describe("the dialog's notices", () => {
  it("lists what to check under 'Check on <Platform>'", () => {
    showDialog(
      buildOrder({
        checkNotes: ["An option of Margherita Pizza could not be read", "The tip is unknown"],
      }),
    );
    const notice = within(screen.getByRole("region", { name: "Check on Uber Eats" }));
    expect(notice.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "An option of Margherita Pizza could not be read",
      "The tip is unknown",
    ]);
  });

  it("says when the platform last changed the order, and what changed", () => {
    showDialog(
      buildOrder({
        lastUpdate: {
          at: "2026-11-20T21:58:00.000Z",
          changes: ["Added 1× Garlic Knots", "Delivery instructions changed"],
        },
      }),
    );
    const notice = within(screen.getByRole("region", { name: "Updated on Uber Eats 2 mins ago" }));
    expect(notice.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Added 1× Garlic Knots",
      "Delivery instructions changed",
    ]);
  });

  it("shows none of them for an order in the kitchen with nothing to check", () => {
    showDialog(buildOrder());
    expect(screen.queryByRole("region", { name: /^Check on / })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^Updated on / })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Scheduled" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Awaiting payment" })).not.toBeInTheDocument();
  });
});

describe("the dialog's delivery address", () => {
  it("says Uber Eats gave no street and links the place in Google Maps", () => {
    const order = buildOrder();
    showDialog({
      ...order,
      customer: {
        ...order.customer,
        address: {
          street: "",
          city: "",
          state: "",
          zipCode: "",
          place: "Acme Tower",
          placeId: "ChIJN1t_tDeuEmsRUsoyG83frY4",
        },
      },
    });
    expect(screen.getByText("No street address from Uber Eats")).toBeInTheDocument();
    expect(screen.getByText("Acme Tower")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Open the location in Google Maps" });
    expect(link).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=Acme%20Tower&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4",
    );
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("shows a street address as it is, with no map link", () => {
    showDialog(buildOrder());
    expect(screen.getByText("12 Main St, Springfield, IL 62701")).toBeInTheDocument();
    expect(screen.queryByText(/^No street address/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: "Open the location in Google Maps" }),
    ).not.toBeInTheDocument();
  });
});

describe("the dialog's status buttons for held orders", () => {
  it("are all disabled while the order awaits payment, which says why", () => {
    showDialog(buildOrder({ status: "awaiting_payment" }));
    const buttons = statusButtons();
    expect(buttons.map((button) => button.textContent)).toEqual([
      "New",
      "Preparing",
      "Ready for Pickup",
      "Completed",
    ]);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(
      within(screen.getByRole("region", { name: "Awaiting payment" })).getByText(
        "Not paid yet on Uber Eats. It goes to the kitchen once it is paid.",
      ),
    ).toBeInTheDocument();
  });

  it("let staff start a scheduled order early, and say when it is promised and due", () => {
    showDialog(
      buildOrder({
        status: "scheduled",
        created: "2026-11-20T21:50:00.000Z",
        promisedAt: "2026-11-21T00:30:00.000Z",
        dueAt: "2026-11-21T00:10:00.000Z",
      }),
    );
    expect(screen.getByRole("button", { name: "Preparing" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "New" })).toBeEnabled();
    expect(
      within(screen.getByRole("region", { name: "Scheduled" })).getByText(
        "Promised for Today at 6:30 PM · goes to the kitchen today at 6:10 PM",
      ),
    ).toBeInTheDocument();
  });
});

describe("the dialog's answer to the platform", () => {
  const waiting = buildOrder({
    platform: "grubhub",
    status: "new",
    platformLink: {
      acceptBy: new Date(Date.now() + 15 * 60_000).toISOString(),
      acceptedAt: null,
      prepMinutes: null,
      readyAt: null,
      call: null,
    },
  });

  it("counts down to Grubhub's deadline and offers Accept and Reject", async () => {
    const user = userEvent.setup();
    const { onAnswer } = showDialog(waiting);
    const panel = within(screen.getByRole("region", { name: "On Grubhub" }));
    expect(panel.getByRole("timer")).toHaveTextContent(/^Accept within 1[45]:\d\d$/);
    await user.click(panel.getByRole("button", { name: "Accept" }));
    expect(onAnswer).toHaveBeenLastCalledWith(waiting, "accept");
    await user.click(panel.getByRole("button", { name: "Reject" }));
    expect(onAnswer).toHaveBeenLastCalledWith(waiting, "reject");
  });

  it("shows the promised ready time once accepted, in the restaurant's zone", () => {
    showDialog({
      ...waiting,
      platformLink: {
        acceptBy: waiting.platformLink?.acceptBy ?? null,
        acceptedAt: "2026-11-20T22:00:00.000Z",
        prepMinutes: 40,
        readyAt: "2026-11-20T22:40:00.000Z",
        call: { id: "c1", action: "accept", state: "done", message: null, reference: null },
      },
    });
    const panel = within(screen.getByRole("region", { name: "On Grubhub" }));
    expect(panel.getByText("Ready by 4:40 PM")).toBeInTheDocument();
    expect(panel.getByText("Accepted on Grubhub · ready 4:40 PM")).toBeInTheDocument();
    expect(panel.queryByRole("timer")).not.toBeInTheDocument();
    expect(panel.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("says what Grubhub refused, and Retry sends it again", async () => {
    const user = userEvent.setup();
    const refused: typeof waiting = {
      ...waiting,
      status: "cancelled",
      platformLink: {
        acceptBy: null,
        acceptedAt: null,
        prepMinutes: null,
        readyAt: null,
        call: { id: "c1", action: "deny", state: "failed", message: "Timeout", reference: null },
      },
    };
    const { onRetry } = showDialog(refused);
    expect(screen.getByText("Grubhub refused: Timeout")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledExactlyOnceWith(refused);
  });

  it("has nothing to say about a website order the platform was never told of", () => {
    showDialog(buildOrder({ platform: "website", status: "new" }));
    expect(screen.queryByRole("region", { name: /^On / })).not.toBeInTheDocument();
  });
});

describe("the dialog's Cancel order", () => {
  it("opens the cancel dialog for an open order", async () => {
    const user = userEvent.setup();
    const order = buildOrder({ status: "ready" });
    const { onAnswer } = showDialog(order);
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(order, "cancel");
  });

  it.each(["completed", "cancelled"] as const)("is not offered for a %s order", (status) => {
    showDialog(buildOrder({ status }));
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });
});

describe("the dialog's notes and options", () => {
  const noted = (overrides: Partial<Order> = {}) =>
    buildOrder({
      kitchenNote: "PEANUT ALLERGY - please no nuts",
      items: [
        {
          name: "Golden Fork Burger",
          quantity: 1,
          price: 1450,
          modifiers: [
            { name: "Onions", price: 0, removed: true },
            { name: "Extra cheese", price: 150 },
          ],
          note: "Sesame-free bun please",
        },
      ],
      ...overrides,
    });

  it("labels the instructions 'Delivery instructions' on a delivery order", () => {
    showDialog(noted({ isDelivery: true, deliveryInstructions: "Gate code 4821" }));
    const customer = within(screen.getByRole("region", { name: "Customer Information" }));
    expect(customer.getByText("Delivery instructions")).toBeInTheDocument();
    expect(customer.queryByText("Pickup instructions")).toBeNull();
    expect(customer.getByText("Gate code 4821")).toBeInTheDocument();
  });

  it("labels them 'Pickup instructions' on a pickup order", () => {
    showDialog(noted({ isDelivery: false, deliveryInstructions: "Call on arrival" }));
    const customer = within(screen.getByRole("region", { name: "Customer Information" }));
    expect(customer.getByText("Pickup instructions")).toBeInTheDocument();
    expect(customer.queryByText("Delivery instructions")).toBeNull();
  });

  it("shows the whole kitchen note near the top, before the items, with the allergy flag", () => {
    showDialog(noted());
    const dialog = screen.getByRole("dialog");
    const note = screen.getByRole("region", { name: "Kitchen note" });
    expect(note).toHaveTextContent("PEANUT ALLERGY - please no nuts");
    expect([...note.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "PEANUT",
      "ALLERGY",
      "nuts",
    ]);
    const items = screen.getByRole("region", { name: /^Order Items/ });
    expect(note.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByText("Allergy")).toBeInTheDocument();
  });

  it("lists options legibly, a removal as a removal, and the item's note", () => {
    showDialog(noted());
    const options = screen.getByRole("list", { name: "Options for Golden Fork Burger" });
    expect(options).toHaveClass("text-base");
    expect(options).not.toHaveClass("text-muted-foreground");
    const rows = within(options)
      .getAllByRole("listitem")
      .map((row) => row.textContent);
    expect(rows).toEqual(["No onions", "+\u00a0Extra cheese$1.50"]);
    const items = screen.getByRole("region", { name: /^Order Items/ });
    expect(items).toHaveTextContent("Note: Sesame-free bun please");
  });

  it("offers the customer's receipt beside Print", () => {
    showDialog(noted());
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print receipt" })).toBeInTheDocument();
  });
});

describe("the dialog's history", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const change = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
    id: 1,
    kind: "status",
    at: "2026-11-20T23:05:00.000Z",
    from: null,
    to: "new",
    by: "platform",
    personName: null,
    deviceName: null,
    undone: false,
    isCorrection: false,
    ...overrides,
  });

  const historyLines = async () => {
    const history = await screen.findByRole("region", { name: "History" });
    const items = await within(history).findAllByRole("listitem");
    return items.map((item) => item.textContent);
  };

  it("reads the order's history when it opens, and tells each change on the restaurant's clock", async () => {
    const stub = stubFetch({
      "GET /api/orders/ord_1/history": {
        body: {
          entries: [
            change({ id: 1 }),
            change({
              id: 2,
              at: "2026-11-20T23:08:00.000Z",
              from: "new",
              to: "preparing",
              by: "person",
              personName: "Maria Lopez",
              deviceName: "Pass iPad",
              undone: true,
            }),
            change({
              id: 3,
              at: "2026-11-20T23:09:00.000Z",
              from: "preparing",
              to: "new",
              by: "person",
              personName: "Maria Lopez",
              deviceName: "Pass iPad",
              isCorrection: true,
            }),
            change({
              id: 4,
              at: "2026-11-20T23:10:00.000Z",
              from: "new",
              to: "preparing",
              by: "kitchen",
              deviceName: "Pass iPad",
            }),
          ],
        },
      },
    });
    showDialog(buildOrder());

    expect(await historyLines()).toEqual([
      "Received from Uber Eats · 5:05 PM",
      "Accepted by Maria Lopez on Pass iPad (undone) · 5:08 PM",
      "Undo: back to New by Maria Lopez on Pass iPad · 5:09 PM",
      "Accepted by Kitchen on Pass iPad · 5:10 PM",
    ]);
    // The change taken back is struck through.
    const undone = screen.getByText("Accepted by Maria Lopez on Pass iPad");
    expect(undone.tagName).toBe("S");
    expect(
      stub.calls.filter((call) => call.url.pathname === "/api/orders/ord_1/history"),
    ).toHaveLength(1);
  });

  it("says when the history cannot be loaded, and tries again", async () => {
    const user = userEvent.setup();
    let fails = true;
    stubFetch({
      "GET /api/orders/ord_1/history": () =>
        fails
          ? { status: 500, body: { message: "Database unavailable" } }
          : { body: { entries: [change({})] } },
    });
    showDialog(buildOrder());
    const history = await screen.findByRole("region", { name: "History" });
    const alert = await within(history).findByRole("alert");
    expect(alert).toHaveTextContent("The history could not be loaded.");
    fails = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await historyLines()).toEqual(["Received from Uber Eats · 5:05 PM"]);
  });
});
