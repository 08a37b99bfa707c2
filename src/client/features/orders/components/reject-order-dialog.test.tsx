import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import { buildOrder } from "../test/order-fixture";
import { RejectOrderDialog } from "./reject-order-dialog";

const waiting = buildOrder({ platform: "doordash", status: "new" });
const rejected = {
  ...waiting,
  status: "cancelled" as const,
  statusNote: "Rejected: Kitchen too busy",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function showReject(undo?: { eventId: number; until: string }) {
  const { calls } = stubFetch({
    "POST /api/orders/ord_1/reject": { body: { ...toOrderJson(rejected), ...(undo && { undo }) } },
    "POST /api/orders/ord_1/undo": { body: toOrderJson(waiting) },
  });
  const onOpenChange = vi.fn();
  renderWithApp(<RejectOrderDialog order={waiting} open onOpenChange={onOpenChange} />);
  const dialog = within(screen.getByRole("dialog", { name: "Reject order #1042" }));
  const sent = () => calls.filter((call) => call.method === "POST").map((call) => call.body);
  return { dialog, onOpenChange, sent };
}

describe("Reject order", () => {
  it("offers DoorDash's own reasons", () => {
    const { dialog } = showReject();
    const reasons = within(dialog.getByRole("radiogroup", { name: "Reason" }));
    expect(
      reasons.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent),
    ).toEqual([
      "Items out of stock",
      "Kitchen too busy",
      "Store closed",
      "Order system offline",
      "Other",
    ]);
  });

  it("asks for a reason before it sends anything", async () => {
    const user = userEvent.setup();
    const { dialog, sent, onOpenChange } = showReject();
    await user.click(dialog.getByRole("button", { name: "Reject order" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Choose a reason");
    expect(dialog.getByRole("radiogroup", { name: "Reason" })).toHaveAccessibleDescription(
      "Choose a reason",
    );
    expect(sent()).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("sends the platform's code for the reason chosen, and the note", async () => {
    const user = userEvent.setup();
    const { dialog, sent, onOpenChange } = showReject();
    await user.click(dialog.getByRole("radio", { name: "Kitchen too busy" }));
    await user.type(dialog.getByRole("textbox", { name: "Note (optional)" }), "  Friday rush ");
    await user.click(dialog.getByRole("button", { name: "Reject order" }));
    expect(await screen.findByText("Order Rejected")).toBeInTheDocument();
    expect(sent()).toEqual([{ reason: "CAPACITY_THROTTLING", note: "Friday rush" }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("leaves an empty note out", async () => {
    const user = userEvent.setup();
    const { dialog, sent } = showReject();
    await user.click(dialog.getByRole("radio", { name: "Store closed" }));
    await user.click(dialog.getByRole("button", { name: "Reject order" }));
    await screen.findByText("Order Rejected");
    expect(sent()).toEqual([{ reason: "STORE_CLOSED" }]);
  });

  it("offers Undo on its toast while the server would take the rejection back", async () => {
    const user = userEvent.setup();
    const { dialog, sent } = showReject({ eventId: 7, until: "2026-11-25T12:00:10Z" });
    await user.click(dialog.getByRole("radio", { name: "Store closed" }));
    await user.click(dialog.getByRole("button", { name: "Reject order" }));
    await screen.findByText("Order Rejected");
    // The dialog closes once the rejection is taken (here its owner is a mock, so it stays
    // open and hides the rest of the page from the accessibility tree).
    act(() => screen.getByRole("button", { name: "Undo", hidden: true }).click());
    expect(await screen.findByText("Order #1042 is back to New")).toBeInTheDocument();
    expect(sent()).toEqual([{ reason: "STORE_CLOSED" }, { eventId: 7 }]);
  });
});
