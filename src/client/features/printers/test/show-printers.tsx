import { screen, within } from "@testing-library/react";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { PrintersView } from "@/domain/api/printers";
import { PrinterSettings } from "../components/printer-settings";

/**
 * The Printers part of Settings over a stubbed API: GET /api/printers answers `view`, and
 * `sent(method, path)` lists the bodies sent to one endpoint.
 */
export function showPrinters(view: PrintersView, routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ "GET /api/printers": { body: view }, ...routes });
  renderWithApp(<PrinterSettings timeZone="America/Chicago" />);
  const sent = (method: string, path: string) =>
    stub.calls
      .filter((call) => call.method === method && call.url.pathname === path)
      .map((call) => call.body);
  return { stub, sent };
}

/** One printer's card, found by its name once the printers have loaded. */
export const findCard = async (name: string) =>
  within(await screen.findByRole("article", { name }));
