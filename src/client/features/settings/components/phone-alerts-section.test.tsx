import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { PushDevice } from "@/domain/api/push";
import { PhoneAlertsSection } from "./phone-alerts-section";

const PUBLIC_KEY = `B${"A".repeat(86)}`;
const device = (overrides: Partial<PushDevice> = {}): PushDevice => ({
  id: "0b6f6a0e-6c8e-4a43-9a59-2a3f3b1d2c11",
  deviceName: "Sam's phone",
  endpoint: "https://fcm.googleapis.com/fcm/send/sams-phone",
  orderWaitMinutes: 5,
  printerOffline: true,
  autoPaused: true,
  createdAt: "2026-11-27T10:00:00.000Z",
  lastSentAt: null,
  lastError: null,
  ...overrides,
});

/** A browser with push: a worker whose PushManager subscribes at `endpoint`. */
function browserWithPush(endpoint: string, current: string | null = null) {
  const subscribe = vi.fn(async () => ({
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: PUBLIC_KEY, auth: "A".repeat(22) } }),
  }));
  const pushManager = {
    subscribe,
    getSubscription: async () => (current ? { endpoint: current, unsubscribe: vi.fn() } : null),
  };
  const registration = { pushManager };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal(
    "Notification",
    Object.assign(class {}, { permission: "default", requestPermission: async () => "granted" }),
  );
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("Settings → Phone alerts", () => {
  it("says when the browser cannot take alerts, and still lists the restaurant's devices", async () => {
    stubFetch({ "GET /api/push": { body: { publicKey: PUBLIC_KEY, devices: [device()] } } });
    renderWithApp(<PhoneAlertsSection />);
    const section = await screen.findByRole("region", { name: "Phone alerts" });
    expect(
      await within(section).findByText(/This browser cannot take alerts\. On an iPhone or iPad/),
    ).toBeVisible();
    expect(within(section).getByRole("heading", { name: "Sam's phone" })).toBeVisible();
    expect(within(section).queryByText("This device")).not.toBeInTheDocument();
  });

  it("turns alerts on with the device's name and the server's key, then marks it as this device", async () => {
    const user = userEvent.setup();
    const endpoint = "https://fcm.googleapis.com/fcm/send/pass-tablet";
    const { subscribe } = browserWithPush(endpoint);
    const devices: PushDevice[] = [];
    const { calls } = stubFetch({
      "GET /api/push": () => ({ body: { publicKey: PUBLIC_KEY, devices } }),
      "POST /api/push/subscriptions": ({ body }) => {
        const added = device({ deviceName: (body as { deviceName: string }).deviceName, endpoint });
        devices.push(added);
        return { status: 201, body: added };
      },
    });
    renderWithApp(<PhoneAlertsSection />);
    const name = await screen.findByLabelText("Name of this device");
    await user.clear(name);
    await user.type(name, "Pass tablet");
    await user.click(screen.getByRole("button", { name: "Turn on alerts on this device" }));

    expect(await screen.findByText("Alerts are on for Pass tablet")).toBeInTheDocument();
    const [options] = subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options.applicationServerKey as ArrayBuffer)).toHaveLength(65);
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      subscription: { endpoint },
      deviceName: "Pass tablet",
      orderWaitMinutes: 5,
      printerOffline: true,
      autoPaused: true,
    });
    const row = (await screen.findByRole("heading", { name: "Pass tablet" })).closest("li");
    expect(within(row as HTMLElement).getByText("This device")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Turn on alerts on this device" })).toBeNull();
  });

  it("saves each choice as it changes, and shows the push service's last refusal", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /api/push": {
        body: {
          publicKey: PUBLIC_KEY,
          devices: [device({ lastError: "503 Service Unavailable" })],
        },
      },
      "PATCH /api/push/subscriptions/0b6f6a0e-6c8e-4a43-9a59-2a3f3b1d2c11": ({ body }) => ({
        body: device(body as Partial<PushDevice>),
      }),
    });
    renderWithApp(<PhoneAlertsSection />);
    expect(
      await screen.findByText("Last alert refused by its push service: 503 Service Unavailable"),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Order waiting, not accepted"), "Off");
    await user.click(screen.getByRole("switch", { name: "A printer goes offline" }));
    const patches = calls.filter((call) => call.method === "PATCH").map((call) => call.body);
    expect(patches).toEqual([{ orderWaitMinutes: null }, { printerOffline: false }]);
  });
});
