import { expect, type Page, test } from "@playwright/test";
import { type LocalPushService, startLocalPushService } from "../../src/server/test/push-service";
import { FIXTURE_RESTAURANTS } from "./support/dashboard-fixtures";
import { ownServer, START_GUARD_MS } from "./support/own-server";
import { E2E_PORTS } from "./support/ports";
import { notifications, signIn } from "./support/ui";

/**
 * Push alerts from Settings to a phone, end to end: the page subscribes, the server stores
 * the device, and when an order waits too long the server signs and encrypts an alert for
 * a push service on this machine, which checks and decrypts it. Headless Chromium has no
 * push service of its own and answers every notification request "denied", so the page's
 * PushManager hands out a subscription at that local service (keys made by the test) and
 * its permission prompt says yes; everything after it is the product's own. The server
 * runs on its own to allow the local push service (PUSH_SERVICES).
 */
const owner = FIXTURE_RESTAURANTS.alerts;
let service: LocalPushService;
let server: ReturnType<typeof ownServer>;
test.describe.configure({ mode: "serial" });
test.use({ serviceWorkers: "allow" });

test.beforeAll(async () => {
  test.setTimeout(START_GUARD_MS + 30_000);
  service = await startLocalPushService();
  server = ownServer(E2E_PORTS.app + 32, ["alerts"], [], { PUSH_SERVICES: service.origin });
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  await service?.close();
});

/** The page's PushManager subscribes at the local push service, as a phone's would at its own. */
async function pushAtLocalService(page: Page) {
  const device = service.subscribe();
  await page.addInitScript((subscription) => {
    Object.defineProperty(Notification, "permission", { get: () => "granted" });
    Notification.requestPermission = async () => "granted";
    const stored = () => localStorage.getItem("test-push-subscription");
    const fake = (applicationServerKey: ArrayBuffer) => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey },
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: subscription.keys,
      }),
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem("test-push-subscription");
        return true;
      },
    });
    const keyOf = (key: BufferSource) =>
      key instanceof ArrayBuffer ? key : (key.buffer.slice(0) as ArrayBuffer);
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = keyOf(options?.applicationServerKey as BufferSource);
      localStorage.setItem("test-push-subscription", JSON.stringify([...new Uint8Array(key)]));
      return fake(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const key = stored();
      return key
        ? (fake(new Uint8Array(JSON.parse(key)).buffer) as unknown as PushSubscription)
        : null;
    };
  }, device);
  return device;
}

test("a device turned on in Settings is told when an order waits too long, and the alert shows on it", async ({
  page,
}) => {
  const device = await pushAtLocalService(page);
  await page.goto(`${server.url}/login`);
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.evaluate(() => navigator.serviceWorker.ready);

  await page.goto(`${server.url}/settings#phone-alerts`);
  const section = page.getByRole("region", { name: "Phone alerts" });
  await section.getByLabel("Name of this device").fill("Pass tablet");
  await section.getByRole("button", { name: "Turn on alerts on this device" }).click();
  await expect(notifications(page).getByText("Alerts are on for Pass tablet")).toBeVisible();
  const row = section.getByRole("listitem").filter({ hasText: "Pass tablet" });
  await expect(row.getByText("This device")).toBeVisible();
  await expect(row.getByLabel("Order waiting, not accepted")).toHaveValue("5");

  // A test first: signed with the server's key and readable with the device's.
  await row.getByRole("button", { name: "Send a test" }).click();
  await expect(notifications(page).getByText("Test alert sent to Pass tablet")).toBeVisible();
  const tests = service.received.filter((push) => push.message.tag === "test");
  expect(tests.map((push) => push.message.title)).toEqual(["OrderDock alerts are on"]);
  expect(tests[0]?.endpoint).toBe(device.endpoint);

  // AT100 has waited 2 minutes since the server started: after 2 minutes, the next look
  // (every 15 seconds) tells the device.
  await row.getByLabel("Order waiting, not accepted").selectOption("2");
  await expect
    .poll(() => service.received.map((push) => push.message.body), { timeout: 45_000 })
    .toContainEqual("Website order AT100 has not been accepted. Open OrderDock to answer it.");
  const alert = service.received.find((push) => push.message.body.includes("AT100"));
  expect(alert?.message.title).toMatch(/^Order waiting \d+ min$/);
  expect(service.refused).toEqual([]);

  // The service worker shows what the push service delivers, as a phone's would. (The
  // notification itself is recorded: headless Chromium refuses to show one.)
  const [worker] = page.context().serviceWorkers();
  if (!worker) throw new Error("no service worker");
  await worker.evaluate(() => {
    const shown: unknown[] = [];
    Object.assign(self, { shownNotifications: shown });
    ServiceWorkerRegistration.prototype.showNotification = async (title, options) => {
      shown.push({ title, body: options?.body, tag: options?.tag, data: options?.data });
    };
  });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("ServiceWorker.enable");
  const registrationId = await new Promise<string>((resolve) => {
    devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const found = registrations.find((each) => each.scopeURL.startsWith(server.url));
      if (found) resolve(found.registrationId);
    });
  });
  await devtools.send("ServiceWorker.deliverPushMessage", {
    origin: server.url,
    registrationId,
    data: JSON.stringify(alert?.message),
  });
  await expect
    .poll(() =>
      worker.evaluate(
        () => (self as unknown as { shownNotifications: unknown[] }).shownNotifications,
      ),
    )
    .toEqual([
      {
        title: alert?.message.title,
        body: alert?.message.body,
        tag: alert?.message.tag,
        data: { url: "/dashboard" },
      },
    ]);
});

test("a device removed in Settings stops taking alerts", async ({ page }) => {
  await pushAtLocalService(page);
  await page.goto(`${server.url}/login`);
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.goto(`${server.url}/settings#phone-alerts`);
  const section = page.getByRole("region", { name: "Phone alerts" });
  await section.getByRole("button", { name: "Remove Pass tablet" }).click();
  await expect(notifications(page).getByText("Pass tablet no longer takes alerts")).toBeVisible();
  await expect(section.getByText("No device takes alerts yet.")).toBeVisible();
  await expect(
    section.getByRole("button", { name: "Turn on alerts on this device" }),
  ).toBeVisible();
});
