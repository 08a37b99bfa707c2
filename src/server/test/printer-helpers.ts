import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { PrinterInput, PrintersView, PrinterView } from "../../domain/api/printers";
import type { Database } from "../db/database";
import { ingestOrder } from "../modules/orders/ingest.service";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { PrinterTwin } from "../sandbox/printers/printer-twin";
import type { PrinterTicket } from "../sandbox/printers/twin-types";
import { sampleDetails } from "./order-helpers";
import { createSignedInOwner } from "./realtime-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { TEST_SECRETS_KEY } from "./webhook-helpers";

/** Printers through staff's API, and printer twins that call the app as devices do. */
export function printerApi(app: FastifyInstance, token: string) {
  const cookies = { [SESSION_COOKIE]: token };
  const call = (
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => app.inject({ method, url, cookies, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    async add(input: PrinterInput): Promise<{ printer: PrinterView; url: string }> {
      const response = await call("POST", "/api/printers", input);
      if (response.statusCode !== 201) throw new Error(`add printer: ${response.body}`);
      const body = response.json();
      return { printer: body.printer, url: body.setup.url };
    },
    async list(): Promise<PrintersView> {
      return (await call("GET", "/api/printers")).json();
    },
    async one(id: string): Promise<PrinterView> {
      const found = (await this.list()).printers.find((printer) => printer.id === id);
      if (!found) throw new Error(`no printer ${id}`);
      return found;
    },
  };
}

/** A twin that keeps what it printed; polled by hand (`pollOnce`) unless started. */
export function twinFor(protocol: "star" | "epson", url: string) {
  const tickets: PrinterTicket[] = [];
  const twin = new PrinterTwin({
    protocol,
    url,
    onTicket: (ticket) => void tickets.push(ticket),
    log: () => {},
  });
  return { twin, tickets };
}

/** An order with these items placed on the website channel, as it arrives. */
export async function placeOrder(
  db: Database,
  restaurantId: string,
  items: string[],
  { now = new Date(), number = `P${Math.floor(Math.random() * 1e6)}` } = {},
) {
  const { order } = await ingestOrder({
    db,
    restaurantId,
    platform: "website",
    externalId: number,
    order: sampleDetails({
      orderNumber: number,
      items: items.map((name) => ({ name, quantity: 1, price: 900, modifiers: [] })),
    }),
    now,
  });
  return order;
}

/** An app with one restaurant and one auto-printing printer, as its own calls reach it. */
export type PrinterProtocolTest = {
  test: TestApp;
  api: ReturnType<typeof printerApi>;
  restaurantId: string;
  printerId: string;
  /** The path of the printer's address, and the secret of its query string. */
  path: string;
  key: string;
};

export async function startPrinterProtocolTest(
  printer: Omit<PrinterInput, "autoPrint">,
  { logger }: { logger?: FastifyBaseLogger } = {},
): Promise<PrinterProtocolTest> {
  const test = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY }, logger });
  const owner = await createSignedInOwner(test.app, test.database.db, `${printer.name} Diner`);
  const api = printerApi(test.app, owner.token);
  const added = await api.add({ ...printer, autoPrint: ["new"] });
  const address = new URL(added.url);
  return {
    test,
    api,
    restaurantId: owner.restaurantId,
    printerId: added.printer.id,
    path: address.pathname,
    key: address.searchParams.get("key") ?? "",
  };
}
