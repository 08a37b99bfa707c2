import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsBrand } from "@/domain/api/analytics";
import { buildReport } from "../test/analytics-fixtures";
import { layOutCharts } from "../test/chart-layout";
import { renderAnalyticsPage } from "../test/render-analytics-page";

// Noon in Chicago on Sunday Nov 22, 2026.
beforeEach(() => {
  layOutCharts();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T18:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const kitchen: AnalyticsBrand = {
  locationId: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f50",
  name: "Canal Street Kitchen",
  isBrand: false,
  orders: 80,
  sales: 2000,
  averageOrderValue: 25,
};
const wings: AnalyticsBrand = {
  locationId: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f60",
  name: "Midnight Wings",
  isBrand: true,
  orders: 40,
  sales: 1000,
  averageOrderValue: 25,
};

/** Each row's cells as a screen reader reads them. */
function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join(" "));
}

describe("the By brand table", () => {
  it("splits the period by brand where a kitchen sells under one, in the report's currency", async () => {
    renderAnalyticsPage({
      analytics: {
        body: buildReport({
          currency: "AUD",
          currencies: [{ currency: "AUD", orders: 120 }],
          brands: [kitchen, wings],
        }),
      },
    });
    const brands = await screen.findByRole("region", { name: "By brand" });
    expect(rowNames(brands)).toEqual([
      "Brand Orders Sales Average order value",
      "Canal Street Kitchen 80 A$2,000.00 A$25.00",
      "Midnight Wings 40 A$1,000.00 A$25.00",
    ]);
  });

  it("is left out where the kitchen runs only its own", async () => {
    renderAnalyticsPage({ analytics: { body: buildReport({ brands: [kitchen] }) } });
    await screen.findByRole("region", { name: "Platforms" });
    expect(screen.queryByRole("region", { name: "By brand" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "By brand" })).not.toBeInTheDocument();
  });
});
