import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StubReply, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { toOrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { buildOrder } from "../test/order-fixture";
import { AcceptOrderDialog } from "./accept-order-dialog";

const ACCEPT = "POST /api/orders/ord_1/accept";

const waiting = buildOrder({
  platform: "ubereats",
  status: "new",
  platformLink: {
    acceptBy: "2026-11-20T23:16:30.000Z",
    acceptedAt: null,
    prepMinutes: null,
    readyAt: null,
    call: null,
  },
});

function acceptedWith(prepMinutes: number): Order {
  return {
    ...waiting,
    platformLink: {
      acceptBy: waiting.platformLink?.acceptBy ?? null,
      acceptedAt: "2026-11-20T23:06:00.000Z",
      prepMinutes,
      readyAt: new Date(
        Date.parse("2026-11-20T23:06:00.000Z") + prepMinutes * 60_000,
      ).toISOString(),
      call: { id: "c1", action: "accept", state: "sending", message: null, reference: null },
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function showAccept(defaultPrepMinutes = 20, reply?: StubReply, store?: StubReply) {
  const stub = stubFetch({
    ...(store && { "GET /api/store": store }),
    [ACCEPT]: ({ body }) =>
      reply ?? { body: toOrderJson(acceptedWith((body as { prepMinutes: number }).prepMinutes)) },
  });
  const onOpenChange = vi.fn();
  renderWithApp(
    <AcceptOrderDialog
      order={waiting}
      open
      defaultPrepMinutes={defaultPrepMinutes}
      onOpenChange={onOpenChange}
    />,
  );
  const dialog = within(screen.getByRole("dialog", { name: "Accept order #1042" }));
  const sent = () => stub.calls.filter((call) => call.method === "POST").map((call) => call.body);
  return { dialog, onOpenChange, sent };
}

const pressed = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByRole("button", { pressed: true }).map((button: HTMLElement) => button.textContent);

describe("Accept order", () => {
  it("offers 10, 15, 20, 30 and 45 minutes and Custom, Settings' time picked and marked", () => {
    const { dialog } = showAccept(20);
    const picks = within(dialog.getByRole("group", { name: "Preparation time" }));
    expect(picks.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "10 min",
      "15 min",
      "20 min (default)",
      "30 min",
      "45 min",
      "Custom",
    ]);
    expect(pressed(dialog)).toEqual(["20 min (default)"]);
  });

  it("accepts with the default when staff just press Accept, and closes", async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange, sent } = showAccept(20);
    await user.click(dialog.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Order Accepted")).toBeInTheDocument();
    expect(screen.getByText("Order #1042 will be ready in 20 min")).toBeInTheDocument();
    expect(sent()).toEqual([{ prepMinutes: 20 }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("sends the quick pick chosen", async () => {
    const user = userEvent.setup();
    const { dialog, sent } = showAccept(20);
    await user.click(dialog.getByRole("button", { name: "10 min" }));
    expect(pressed(dialog)).toEqual(["10 min"]);
    await user.click(dialog.getByRole("button", { name: "Accept" }));
    await screen.findByText("Order Accepted");
    expect(sent()).toEqual([{ prepMinutes: 10 }]);
  });

  it("sends a custom time typed in", async () => {
    const user = userEvent.setup();
    const { dialog, sent } = showAccept(20);
    await user.click(dialog.getByRole("button", { name: "Custom" }));
    const custom = dialog.getByRole("spinbutton", { name: "Custom preparation time (minutes)" });
    expect(custom).toHaveFocus();
    await user.type(custom, "35");
    await user.click(dialog.getByRole("button", { name: "Accept" }));
    await screen.findByText("Order Accepted");
    expect(sent()).toEqual([{ prepMinutes: 35 }]);
  });

  it.each(["", "0", "241", "12.5"])(
    "refuses a custom time of %j on its field and sends nothing",
    async (typed) => {
      const user = userEvent.setup();
      const { dialog, onOpenChange, sent } = showAccept(20);
      await user.click(dialog.getByRole("button", { name: "Custom" }));
      const custom = dialog.getByRole("spinbutton", { name: "Custom preparation time (minutes)" });
      if (typed) await user.type(custom, typed);
      await user.click(dialog.getByRole("button", { name: "Accept" }));
      const message = "Preparation time must be a whole number of minutes from 1 to 240";
      expect(await dialog.findByRole("alert")).toHaveTextContent(message);
      expect(custom).toHaveAccessibleDescription(message);
      expect(custom).toHaveAttribute("aria-invalid", "true");
      expect(sent()).toEqual([]);
      expect(onOpenChange).not.toHaveBeenCalled();
    },
  );

  it("adds a default that is not a quick pick to the picks, picked", () => {
    const { dialog } = showAccept(25);
    expect(pressed(dialog)).toEqual(["25 min (default)"]);
  });

  it("offers busy mode's extra minutes on the order's platform as the default", async () => {
    const user = userEvent.setup();
    const busy = (channel: string, extraMinutes: number | null) => ({
      channel,
      name: channel,
      takesBusy: true,
      pause: null,
      busy: extraMinutes && {
        id: `b-${channel}`,
        kind: "busy",
        extraMinutes,
        source: "staff",
        reason: null,
        startsAt: "2026-11-20T23:00:00.000Z",
        endsAt: null,
        call: null,
      },
      unconfirmedEnd: null,
    });
    const { dialog, sent } = showAccept(20, undefined, {
      body: {
        channels: [busy("ubereats", 20), busy("doordash", 30)],
        prepMinutes: 20,
        now: "2026-11-20T23:05:00.000Z",
      },
    });
    expect(await dialog.findByRole("button", { name: "40 min (busy: +20)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(dialog.getByRole("button", { name: "Accept" }));
    expect(sent()).toEqual([{ prepMinutes: 40 }]);
  });

  it("says why the server refused, and stays open", async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = showAccept(20, {
      status: 409,
      body: { message: "This order was already accepted", code: "ALREADY_ACCEPTED" },
    });
    await user.click(dialog.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Could not accept the order")).toBeInTheDocument();
    expect(screen.getByText("This order was already accepted")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
