import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import type { OrderStatus } from "@/domain/status";
import { UNDO_WINDOW_MS } from "@/domain/undo";
import { buildOrder } from "../test/order-fixture";
import { type StatusChangeSource, useChangeStatus } from "./use-change-status";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const order = buildOrder({ id: "ord_undo", orderNumber: "7001", status: "preparing" });
const moved = { ...toOrderJson({ ...order, status: "ready" }), undo: { eventId: 41, until: "" } };

function Mover({ status, source }: { status: OrderStatus; source: StatusChangeSource }) {
  const { changeStatus } = useChangeStatus();
  return (
    <button type="button" onClick={() => void changeStatus(order, status, source)}>
      Move
    </button>
  );
}

describe("useChangeStatus: Undo on the toast", () => {
  it("offers Undo on 'Order Status Updated', and Undo restores the status", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "PUT /api/orders/ord_undo": { body: moved },
      "POST /api/orders/ord_undo/undo": { body: toOrderJson(order) },
    });
    renderWithApp(<Mover status="ready" source="dialog" />);
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByText("Order Status Updated")).toBeVisible();
    expect(screen.getByText("Order #7001 is now Ready for Pickup")).toBeVisible();

    // The toast is clicked without pointer events: jsdom has no pointer capture for its swipe.
    act(() => screen.getByRole("button", { name: "Undo" }).click());
    expect(await screen.findByText("Change Undone")).toBeVisible();
    expect(screen.getByText("Order #7001 is back to Preparing")).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: "POST", body: { eventId: 41 } });
  });

  it("says why when it is too late", async () => {
    const user = userEvent.setup();
    stubFetch({
      "PUT /api/orders/ord_undo": { body: moved },
      "POST /api/orders/ord_undo/undo": {
        status: 409,
        body: {
          message: "Too late to undo: the platform has already been told",
          code: "UNDO_ALREADY_SENT",
        },
      },
    });
    renderWithApp(<Mover status="ready" source="menu" />);
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByText("Status Updated")).toBeVisible();
    act(() => screen.getByRole("button", { name: "Undo" }).click());
    expect(await screen.findByText("Could not undo")).toBeVisible();
    expect(screen.getByText("Too late to undo: the platform has already been told")).toBeVisible();
  });

  it("keeps Undo for the undo window only", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch({ "PUT /api/orders/ord_undo": { body: moved } });
    renderWithApp(<Mover status="ready" source="quick" />);
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByRole("button", { name: "Undo" })).toBeVisible();
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 500));
    expect(screen.getByRole("button", { name: "Undo" })).toBeVisible();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
  });

  it("offers no Undo when nothing changed", async () => {
    const user = userEvent.setup();
    stubFetch({ "PUT /api/orders/ord_undo": { body: toOrderJson(order) } });
    renderWithApp(<Mover status="preparing" source="quick" />);
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByText("Order Status Updated")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
  });
});
