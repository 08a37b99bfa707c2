import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { call, channel, control, storeStatus } from "../test/store-fixtures";
import { StoreDialog } from "./store-dialog";

const ZONE = "America/Chicago";

afterEach(() => vi.unstubAllGlobals());

function showDialog(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  const onOpenChange = vi.fn();
  renderWithApp(<StoreDialog open onOpenChange={onOpenChange} timeZone={ZONE} />);
  const dialog = within(screen.getByRole("dialog", { name: "Store status" }));
  const posted = () =>
    stub.calls
      .filter((entry) => entry.method === "POST")
      .map((entry) => [entry.url.pathname, entry.body]);
  return { dialog, onOpenChange, posted };
}

const open = storeStatus([
  channel("ubereats"),
  channel("doordash", {
    pause: control("pause", "2026-11-26T18:15:00.000Z", call("pause", "done")),
  }),
  channel("website"),
]);

describe("Store status", () => {
  it("shows each channel as it stands and what its platform said", async () => {
    const { dialog } = showDialog({ "GET /api/store": { body: open } });
    const list = within(await dialog.findByRole("region", { name: "Channels" }));
    expect(list.getByText("Paused until 12:15 PM")).toBeVisible();
    expect(list.getByText("Confirmed by DoorDash")).toBeVisible();
    expect(list.getAllByText("Open")).toHaveLength(2);
    expect(list.getByRole("button", { name: "Reopen DoorDash" })).toBeVisible();
  });

  it("pauses all channels for the time chosen", async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange, posted } = showDialog({
      "GET /api/store": { body: open },
      "POST /api/store/pause": { body: open },
    });
    await dialog.findByRole("region", { name: "Channels" });
    await user.click(dialog.getByRole("radio", { name: "1 hour" }));
    await user.click(dialog.getByRole("button", { name: "Pause orders" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted()).toEqual([["/api/store/pause", { channels: "all", duration: "60" }]]);
    expect(
      await screen.findByText("Orders paused on Uber Eats, DoorDash and Website"),
    ).toBeVisible();
  });

  it("starts busy mode on one marketplace, the website not offered", async () => {
    const user = userEvent.setup();
    const { dialog, posted } = showDialog({
      "GET /api/store": { body: open },
      "POST /api/store/busy": { body: open },
    });
    await dialog.findByRole("region", { name: "Channels" });
    await user.click(dialog.getByRole("tab", { name: "Busy mode" }));
    const form = within(dialog.getByRole("tabpanel", { name: "Busy mode" }));
    expect(form.queryByRole("radio", { name: "Website" })).toBeNull();
    await user.click(form.getByRole("radio", { name: "Uber Eats" }));
    await user.click(form.getByRole("radio", { name: "+20 min" }));
    await user.click(form.getByRole("radio", { name: "Until I turn it off" }));
    await user.click(form.getByRole("button", { name: "Start busy mode" }));
    await vi.waitFor(() =>
      expect(posted()).toEqual([
        [
          "/api/store/busy",
          { channels: ["ubereats"], extraMinutes: 20, duration: "until_turned_off" },
        ],
      ]),
    );
  });

  it("says the server's words when a change is refused, and stays open", async () => {
    const user = userEvent.setup();
    const message = "Connect DoorDash on the Platform Connections screen first";
    const { dialog, onOpenChange } = showDialog({
      "GET /api/store": { body: open },
      "POST /api/store/pause": { status: 400, body: { message } },
    });
    await dialog.findByRole("region", { name: "Channels" });
    await user.click(dialog.getByRole("button", { name: "Pause orders" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("points to Platform Connections when nothing can be controlled", async () => {
    const { dialog } = showDialog({ "GET /api/store": { body: storeStatus([]) } });
    expect(await dialog.findByRole("link", { name: "Open Platform Connections" })).toHaveAttribute(
      "href",
      "/platform-connections",
    );
  });

  it("shows the kitchen's load and what OrderDock did by itself, with why", async () => {
    const { dialog } = showDialog({
      "GET /api/store": { body: open },
      "GET /api/store/load": {
        body: {
          load: {
            minutes: 72,
            openOrders: 6,
            items: 14,
            level: 1,
            rules: { busyAboveMinutes: 60, busyExtraMinutes: 20, pauseAboveMinutes: 120 },
          },
          actions: [
            {
              kind: "busy",
              source: "kitchen_load",
              channels: ["ubereats", "doordash"],
              extraMinutes: 20,
              reason: "72 min of work in the kitchen, above 60",
              startsAt: "2026-11-26T18:05:00.000Z",
              endedAt: null,
              endedReason: null,
            },
          ],
        },
      },
    });
    const kitchen = within(await dialog.findByRole("region", { name: "Kitchen load" }));
    const meter = kitchen.getByRole("meter", { name: "Kitchen load" });
    expect(meter).toHaveAttribute("aria-valuenow", "72");
    expect(meter).toHaveAttribute("aria-valuemax", "120");
    expect(meter).toHaveAttribute("aria-valuetext", "72 min of work, busy");
    expect(kitchen.getByText("6 open orders · 14 items")).toBeVisible();
    expect(
      kitchen.getByText("Rules: +20 min above 60 min, marketplaces paused above 120 min."),
    ).toBeVisible();
    expect(
      kitchen.getByText(
        "+20 min on Uber Eats and DoorDash: 72 min of work in the kitchen, above 60",
      ),
    ).toBeVisible();
    expect(kitchen.getByText("Nov 26, 2026, 12:05 PM · still in force")).toBeVisible();
  });
});
