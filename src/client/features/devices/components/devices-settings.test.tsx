import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { DEVICE_NAME_MESSAGE, type Device, type UpdateDeviceInput } from "@/domain/api/devices";
import { buildDevice, LINE_TABLET_ID, PASS_IPAD_ID } from "../test/device-fixtures";
import { DevicesSettings } from "./devices-settings";

// 12:45 PM in Chicago; only the clock is fixed, timers run as usual.
const NOW = "2026-11-20T18:45:00.000Z";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse(NOW), toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const waitingTablet = (overrides: Partial<Device> = {}) =>
  buildDevice({
    id: LINE_TABLET_ID,
    name: "Line tablet",
    status: "waiting",
    pairedAt: null,
    lastSeenAt: null,
    codeExpiresAt: "2026-11-20T18:51:00.000Z",
    ...overrides,
  });

/** GET /api/devices answers the list as it stands; `routes` answer the changes. */
function showDevices(routes: Record<string, StubReply | StubRoute> = {}) {
  const state = { devices: [buildDevice(), waitingTablet()] };
  const stub = stubFetch({
    "GET /api/devices": () => ({ body: { devices: state.devices } }),
    ...routes,
  });
  renderWithApp(<DevicesSettings timeZone="America/Chicago" />);
  const sent = (method: string, path: string) =>
    stub.calls
      .filter((call) => call.method === method && call.url.pathname === path)
      .map((call) => call.body);
  return { state, stub, sent };
}

const deviceList = async () =>
  (await screen.findByRole("heading", { name: "Your devices" })).closest("section") as HTMLElement;
const rowOf = async (name: string) =>
  (await within(await deviceList()).findByText(name)).closest("li") as HTMLElement;

describe("Settings → Devices", () => {
  it("lists each device, paired or waiting for its code, with what it asks a PIN for", async () => {
    showDevices();
    const pass = await rowOf("Pass iPad");
    expect(within(pass).getByText("Paired · last used 12:41 PM")).toBeVisible();
    expect(within(pass).getByRole("checkbox", { name: "Reject an order" })).toBeChecked();
    expect(within(pass).getByRole("checkbox", { name: "Accept an order" })).not.toBeChecked();
    expect(within(pass).getAllByRole("checkbox")).toHaveLength(7);
    expect(within(pass).queryByRole("button", { name: /New code/ })).not.toBeInTheDocument();

    const line = await rowOf("Line tablet");
    expect(
      within(line).getByText("Waiting for its code · the code works until 12:51 PM"),
    ).toBeVisible();
    expect(within(line).getByRole("button", { name: "New code for Line tablet" })).toBeVisible();
  });

  it("says when a waiting device's code has expired", async () => {
    vi.setSystemTime(Date.parse("2026-11-20T19:00:00.000Z"));
    showDevices();
    const line = await rowOf("Line tablet");
    expect(within(line).getByText("Waiting for its code · the code has expired")).toBeVisible();
  });

  it("adds a device and shows its code large, where to enter it and until when", async () => {
    const user = userEvent.setup();
    const { state, sent } = showDevices({
      "POST /api/devices": ({ body }) => {
        const added = waitingTablet({
          id: "b0c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d03",
          name: (body as { name: string }).name,
        });
        state.devices = [...state.devices, added];
        return {
          status: 201,
          body: { device: added, code: "K7MQ-4XTP", expiresAt: "2026-11-20T18:55:00.000Z" },
        };
      },
    });
    const form = screen.getByRole("form", { name: "Add a device" });
    const name = within(form).getByRole("textbox", { name: "Device name" });
    expect(name).toHaveAttribute("placeholder", "Pass iPad");
    await user.type(name, "Expo screen");
    await user.click(within(form).getByRole("button", { name: "Add device" }));

    const panel = await screen.findByRole("region", { name: "Pair Expo screen" });
    expect(within(panel).getByText("K7MQ-4XTP")).toBeVisible();
    expect(
      within(panel).getByText(
        `Enter this code at ${window.location.origin}/device within 10 minutes`,
      ),
    ).toBeVisible();
    expect(within(panel).getByText("The code works until 12:55 PM, once.")).toBeVisible();
    expect(sent("POST", "/api/devices")).toEqual([{ name: "Expo screen" }]);
    expect(name).toHaveValue("");
    expect(await within(await deviceList()).findByText("Expo screen")).toBeVisible();

    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(screen.queryByText("K7MQ-4XTP")).not.toBeInTheDocument();
  });

  it("asks for a name before adding, without sending anything", async () => {
    const user = userEvent.setup();
    const { sent } = showDevices();
    const form = screen.getByRole("form", { name: "Add a device" });
    await user.click(within(form).getByRole("button", { name: "Add device" }));
    expect(within(form).getByRole("alert")).toHaveTextContent(DEVICE_NAME_MESSAGE);
    expect(sent("POST", "/api/devices")).toEqual([]);
  });

  it("saves a PIN action as soon as its box is ticked or cleared", async () => {
    const user = userEvent.setup();
    const { state, sent } = showDevices({
      [`PATCH /api/devices/${PASS_IPAD_ID}`]: ({ body }) => {
        const { pinActions } = body as UpdateDeviceInput;
        const updated = { ...buildDevice(), pinActions: pinActions ?? [] };
        state.devices = [updated, ...state.devices.slice(1)];
        return { body: updated };
      },
    });
    const pass = await rowOf("Pass iPad");
    const accept = within(pass).getByRole("checkbox", { name: "Accept an order" });
    await user.click(accept);

    expect(await screen.findByText("Saved what Pass iPad asks a PIN for")).toBeVisible();
    expect(accept).toBeChecked();
    await user.click(within(pass).getByRole("checkbox", { name: "Reject an order" }));
    await waitFor(() =>
      expect(within(pass).getByRole("checkbox", { name: "Reject an order" })).not.toBeChecked(),
    );
    expect(sent("PATCH", `/api/devices/${PASS_IPAD_ID}`)).toEqual([
      { pinActions: ["accept", "reject", "cancel", "eighty_six", "pause"] },
      { pinActions: ["accept", "cancel", "eighty_six", "pause"] },
    ]);
  });

  it("puts a box back and says why when the change is refused", async () => {
    const user = userEvent.setup();
    showDevices({
      [`PATCH /api/devices/${PASS_IPAD_ID}`]: {
        status: 403,
        body: { message: "Your role does not allow this." },
      },
    });
    const pass = await rowOf("Pass iPad");
    const print = within(pass).getByRole("checkbox", { name: "Print a ticket" });
    await user.click(print);
    expect(await screen.findByText("The PIN settings were not saved")).toBeVisible();
    expect(screen.getByText("Your role does not allow this.")).toBeVisible();
    await waitFor(() => expect(print).not.toBeChecked());
  });

  it("gives a waiting device a new code", async () => {
    const user = userEvent.setup();
    const { sent } = showDevices({
      [`POST /api/devices/${LINE_TABLET_ID}/code`]: {
        body: { device: waitingTablet(), code: "P3RW-8HNC", expiresAt: "2026-11-20T18:55:00.000Z" },
      },
    });
    const line = await rowOf("Line tablet");
    await user.click(within(line).getByRole("button", { name: "New code for Line tablet" }));
    const panel = await screen.findByRole("region", { name: "Pair Line tablet" });
    expect(within(panel).getByText("P3RW-8HNC")).toBeVisible();
    expect(sent("POST", `/api/devices/${LINE_TABLET_ID}/code`)).toHaveLength(1);
  });

  it("removes a device only after asking, and Cancel keeps it", async () => {
    const user = userEvent.setup();
    const { state, sent } = showDevices({
      [`DELETE /api/devices/${PASS_IPAD_ID}`]: () => {
        state.devices = state.devices.filter((device) => device.id !== PASS_IPAD_ID);
        return { status: 204 };
      },
    });
    const pass = await rowOf("Pass iPad");
    await user.click(within(pass).getByRole("button", { name: "Remove Pass iPad" }));
    let asking = screen.getByRole("alertdialog", { name: "Remove Pass iPad?" });
    expect(asking).toHaveAccessibleDescription(
      "Its screens close within seconds and it can no longer see or change orders. To use it again, add it again and enter a new code.",
    );
    await user.click(within(asking).getByRole("button", { name: "Cancel" }));
    expect(sent("DELETE", `/api/devices/${PASS_IPAD_ID}`)).toEqual([]);

    await user.click(within(pass).getByRole("button", { name: "Remove Pass iPad" }));
    asking = screen.getByRole("alertdialog", { name: "Remove Pass iPad?" });
    await user.click(within(asking).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Pass iPad was removed")).toBeVisible();
    expect(sent("DELETE", `/api/devices/${PASS_IPAD_ID}`)).toHaveLength(1);
    const list = await deviceList();
    await waitFor(() => expect(within(list).queryByText("Pass iPad")).not.toBeInTheDocument());
  });

  it("says when the devices cannot be loaded, and tries again", async () => {
    const user = userEvent.setup();
    let fails = true;
    stubFetch({
      "GET /api/devices": () =>
        fails
          ? { status: 500, body: { message: "Database unavailable" } }
          : { body: { devices: [] } },
    });
    renderWithApp(<DevicesSettings />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The devices could not be loaded.");
    fails = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByText(
        "No device is paired yet. Add one, then enter its code on the tablet.",
      ),
    ).toBeVisible();
  });
});
