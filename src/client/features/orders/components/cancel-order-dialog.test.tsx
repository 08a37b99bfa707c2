import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StubReply, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { PLATFORM_RULES } from "@/domain/platform-actions";
import { buildOrder } from "../test/order-fixture";
import { CancelOrderDialog } from "./cancel-order-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
});

function showCancel(order: Order, reply?: StubReply) {
  const cancelled = { ...order, status: "cancelled" as const };
  const { calls } = stubFetch({
    "POST /api/orders/ord_1/cancel": reply ?? { body: toOrderJson(cancelled) },
  });
  const onOpenChange = vi.fn();
  renderWithApp(<CancelOrderDialog order={order} open onOpenChange={onOpenChange} />);
  const dialog = within(screen.getByRole("dialog", { name: "Cancel order #1042" }));
  const sent = () => calls.filter((call) => call.method === "POST").map((call) => call.body);
  return { dialog, onOpenChange, sent };
}

describe("Cancel order", () => {
  const doordash = buildOrder({ platform: "doordash", status: "preparing" });

  it("says DoorDash is told unless it is undone in time", () => {
    const { dialog } = showCancel(doordash);
    expect(
      dialog.getByText(
        "The order is cancelled here and DoorDash is told, with your reason, unless you undo it within 10 seconds.",
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Keep order" })).toBeInTheDocument();
  });

  it("shows DoorDash's note on cancelling and links its support", () => {
    const { dialog } = showCancel(doordash);
    const help = PLATFORM_RULES.doordash.cancelHelp;
    expect(dialog.getByText(help?.text ?? "")).toBeInTheDocument();
    const link = dialog.getByRole("link", { name: "DoorDash support, opens in a new tab" });
    expect(link).toHaveAttribute("href", help?.url);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("requires a reason: nothing is cancelled without one", async () => {
    const user = userEvent.setup();
    const { dialog, sent, onOpenChange } = showCancel(doordash);
    await user.click(dialog.getByRole("button", { name: "Cancel order" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Choose a reason");
    expect(sent()).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("cancels with DoorDash's code for the reason chosen", async () => {
    const user = userEvent.setup();
    const { dialog, sent, onOpenChange } = showCancel(doordash);
    await user.click(dialog.getByRole("radio", { name: "Kitchen too busy" }));
    await user.click(dialog.getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Order Cancelled")).toBeInTheDocument();
    expect(screen.getByText("Order #1042 was cancelled")).toBeInTheDocument();
    expect(sent()).toEqual([{ reason: "KITCHEN_BUSY" }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("offers a website order the website's reasons, with no platform to call", () => {
    const { dialog } = showCancel(buildOrder({ platform: "website", status: "new" }));
    expect(dialog.getAllByRole("radio")).toHaveLength(PLATFORM_RULES.website.cancelReasons.length);
    expect(dialog.getByRole("radio", { name: "Customer asked to cancel" })).toBeInTheDocument();
    expect(
      dialog.getByText("The order is cancelled in OrderDock. You can undo it within 10 seconds."),
    ).toBeInTheDocument();
    expect(dialog.queryByRole("link")).not.toBeInTheDocument();
  });

  it("says why the server refused, and stays open", async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = showCancel(doordash, {
      status: 409,
      body: { message: "A completed order cannot be cancelled", code: "NOT_CANCELLABLE" },
    });
    await user.click(dialog.getByRole("radio", { name: "Other" }));
    await user.click(dialog.getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Could not cancel the order")).toBeInTheDocument();
    expect(screen.getByText("A completed order cannot be cancelled")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
