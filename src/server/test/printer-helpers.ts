import type { FastifyInstance } from "fastify";
import type { PrinterInput, PrintersView, PrinterView } from "../../domain/api/printers";
import type { Database } from "../db/database";
import { SESSION_COOKIE } from "../modules/auth/session-cookie";
import { ingestOrder } from "../modules/orders/ingest.service";
import { PrinterTwin } from "../modules/printing/twin/printer-twin";
import type { PrinterTicket } from "../modules/printing/twin/twin-types";
import { sampleDetails } from "./order-helpers";

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
