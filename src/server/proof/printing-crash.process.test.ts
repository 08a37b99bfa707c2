import { afterAll, describe, expect, it } from "vitest";
import { PrinterTwin } from "../sandbox/printers/printer-twin";
import type { PollResult, PrinterTicket } from "../sandbox/printers/twin-types";
import { connectRestaurantOverHttp } from "../test/connect-over-http";
import { createPersistentData, startCrashingServer } from "../test/crashing-server";
import { TEST_ENGINE } from "../test/test-database";
import { WEBHOOK_SECRETS } from "../test/webhook-helpers";

/**
 * A ticket is done only when the printer confirms it, across kill -9: the server (run as
 * `npm start` runs it) hands a job to a Star printer and dies before the printer confirms
 * it; started again on the same data, it hands the job out once more, marked REPRINT, and
 * nothing else. No ticket is lost and at most one is printed twice.
 */
const SESSION_SECRET = "printing-crash-session-secret-never-used-elsewhere";
const SECRETS_KEY = "6b".repeat(32);
const ADMIN = { email: "admin@printing-crash.example", password: "printing-crash-admin" };
const OWNER = { email: "casey@crash.example", password: "crash-test-owner" };

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe(`printing across kill -9 (${TEST_ENGINE})`, () => {
  it("prints a ticket handed out before a crash once more, as a REPRINT, and nothing else", async () => {
    const data = await createPersistentData();
    cleanups.push(data.remove);
    const server = await startCrashingServer({
      ...data.env,
      NODE_ENV: "production",
      SESSION_SECRET,
      SECRETS_KEY,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    });
    try {
      const origin = await server.origin();
      await connectRestaurantOverHttp({
        origin,
        admin: ADMIN,
        secrets: WEBHOOK_SECRETS,
      });
      const login = await fetch(`${origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(OWNER),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const call = (path: string, body: object) =>
        fetch(`${origin}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, origin },
          body: JSON.stringify(body),
        });
      const added = await call("/api/printers", {
        name: "Kitchen",
        station: "expo",
        protocol: "star-cloudprnt",
        paperWidth: 80,
        autoPrint: ["new"],
      });
      expect(added.status).toBe(201);
      const address = new URL(((await added.json()) as { setup: { url: string } }).setup.url);
      const printerPath = `${address.pathname}${address.search}`;
      const order = (await (await call("/api/orders/test-new", {})).json()) as {
        orderNumber: string;
      };

      const tickets: PrinterTicket[] = [];
      const twinAt = async () =>
        new PrinterTwin({
          protocol: "star",
          url: `${await server.origin()}${printerPath}`,
          onTicket: (ticket) => void tickets.push(ticket),
          log: () => {},
        });
      const pollUntil = async (twin: PrinterTwin, done: (result: PollResult) => boolean) => {
        for (let attempt = 0; attempt < 200; attempt++) {
          if (done(await twin.pollOnce())) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`the printer never got what it waited for:\n${server.output()}`);
      };

      // The job is fetched and printed; the printer never gets to confirm it.
      const before = await twinAt();
      before.crashAfterFetchOnce();
      await pollUntil(before, (result) => result.kind === "jobs");
      await server.crash();

      const after = await twinAt();
      await pollUntil(after, (result) => result.kind === "jobs");
      await pollUntil(after, (result) => result.kind === "idle");
      await pollUntil(after, (result) => result.kind === "idle");

      const number = String(order.orderNumber).replace(/^#/, "");
      expect(tickets.map((ticket) => ticket.text.includes(`#${number}`))).toEqual([true, true]);
      expect(tickets.map((ticket) => ticket.text.includes("REPRINT"))).toEqual([false, true]);
      expect(server.kills).toBe(1);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});
