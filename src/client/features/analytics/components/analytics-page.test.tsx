import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildEmptyReport, buildReport } from "../test/analytics-fixtures";
import { layOutCharts } from "../test/chart-layout";
import { renderAnalyticsPage } from "../test/render-analytics-page";

// Noon in Chicago on Sunday Nov 22, 2026: 'Last 7 days' is Nov 16–22.
const NOW = new Date("2026-11-22T18:00:00Z");

beforeEach(() => {
  layOutCharts();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const kpi = (name: string) => screen.getByRole("group", { name });

/** Each row's cells as a screen reader reads them: decorations (aria-hidden) left out. */
function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("row")
    .map((row) => {
      const copy = row.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll("[aria-hidden]")) hidden.remove();
      return Array.from(copy.children, (cell) => cell.textContent).join(" ");
    });
}

describe("the Analytics page", () => {
  it("shows the six figures with their change from the previous period", async () => {
    renderAnalyticsPage();
    expect(screen.getByRole("heading", { level: 1, name: "Analytics" })).toBeInTheDocument();
    expect(await screen.findByText("Compared with Nov 9 – Nov 15")).toBeInTheDocument();

    const expected = [
      ["Orders", "120", "20%", "up", "better"],
      ["Gross sales", "$3,000.00", "15%", "up", "better"],
      ["Average order value", "$25.00", "4%", "down", "worse"],
      // A longer preparation and more cancellations are bad news.
      ["Average prep time", "14m 30s", "12%", "up", "worse"],
      ["Completion rate", "90%", "5 pts", "up", "better"],
      ["Cancelled orders", "4", "20%", "down", "better"],
    ] as const;
    for (const [name, value, amount, direction, trend] of expected) {
      const card = within(kpi(name));
      expect(card.getByText(value)).toBeInTheDocument();
      const delta = card.getByText(amount).parentElement as HTMLElement;
      expect(delta).toHaveAttribute("data-trend", trend);
      expect(delta.querySelector(`svg.lucide-arrow-${direction}`)).not.toBeNull();
      expect(delta).toHaveTextContent(`${direction} `);
      expect(delta).toHaveTextContent("from the previous period");
    }
    expect(within(kpi("Orders")).getByText("up 20% from the previous period")).toBeInTheDocument();
    expect(
      within(kpi("Completion rate")).getByText("up 5 percentage points from the previous period"),
    ).toBeInTheDocument();
  });

  it("says 'No change' for an equal figure and 'no previous data' without one", async () => {
    const report = buildReport();
    report.previousSummary = { ...report.previousSummary, orders: 120, averageOrderValue: null };
    renderAnalyticsPage({ analytics: { body: report } });
    expect(
      await within(await screen.findByRole("group", { name: "Orders" })).findByText("No change"),
    ).toBeInTheDocument();
    const average = within(kpi("Average order value"));
    expect(average.getByText("—")).toBeInTheDocument();
    expect(average.getByText("no previous data")).toBeInTheDocument();
  });

  it("shows a rise from none with its arrow: no cancellations before, 4 now", async () => {
    const report = buildReport();
    report.previousSummary = { ...report.previousSummary, cancelled: 0 };
    renderAnalyticsPage({ analytics: { body: report } });
    const cancelled = within(await screen.findByRole("group", { name: "Cancelled orders" }));
    const delta = (await cancelled.findByText("from 0")).parentElement as HTMLElement;
    expect(delta).toHaveAttribute("data-trend", "worse");
    expect(delta.querySelector("svg.lucide-arrow-up")).not.toBeNull();
    expect(delta).toHaveTextContent("up from none in the previous period");
  });

  it("closes Custom when a period arrives from elsewhere, such as the Analytics link", async () => {
    const user = userEvent.setup();
    const { location } = renderAnalyticsPage({ path: "/analytics?period=today" });
    await user.click(await screen.findByRole("radio", { name: "Custom" }));
    expect(screen.getByRole("form", { name: "Custom period" })).toBeInTheDocument();
    act(() => location.navigate("/analytics"));
    expect(await screen.findByRole("radio", { name: "Last 7 days" })).toBeChecked();
    expect(screen.queryByRole("form", { name: "Custom period" })).not.toBeInTheDocument();
  });

  it("draws the five charts, each named for what it shows", async () => {
    renderAnalyticsPage();
    const charts = [
      [
        "Sales and orders per day",
        /^Sales and orders per day, Nov 16 to Nov 22: \$3,000\.00 from 120 orders; best day Nov 22 with \$370\.00\.$/,
      ],
      [
        "Orders by hour of day",
        /^Orders by hour of day, Nov 16 to Nov 22: busiest at 12pm with 14 orders\.$/,
      ],
      [
        "Sales by platform",
        /^Sales by platform, Nov 16 to Nov 22: Uber Eats \$1,800\.00, Website \$1,200\.00\.$/,
      ],
      [
        "Delivery versus pickup",
        /^Delivery versus pickup, Nov 16 to Nov 22: delivery 90 orders, \$2,300\.00; pickup 30 orders, \$700\.00\.$/,
      ],
      [
        "Average prep time per day",
        /^Average prep time per day, Nov 16 to Nov 22: 14m 30s on average/,
      ],
    ] as const;
    for (const [heading, summary] of charts) {
      expect(await screen.findByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.getByRole("img", { name: summary })).toBeInTheDocument();
    }
    expect(screen.getByText("90 orders · 75%")).toBeInTheDocument();
  });

  it("lists the top items and the platforms, money in dollars and prep in minutes", async () => {
    renderAnalyticsPage();
    const byQuantity = await screen.findByRole("region", { name: "Top items by quantity" });
    expect(rowNames(byQuantity)).toEqual([
      "Rank Item Quantity Revenue",
      "1 Margherita Pizza 42 $546.00",
      "2 Caesar Salad 30 $285.00",
    ]);
    const byRevenue = screen.getByRole("region", { name: "Top items by revenue" });
    expect(within(byRevenue).getByRole("cell", { name: "Ribeye Steak" })).toBeInTheDocument();
    const platforms = screen.getByRole("region", { name: "Platforms" });
    expect(rowNames(platforms)).toEqual([
      "Platform Orders Sales Average order value Average prep time",
      "Uber Eats 70 $1,800.00 $25.71 14m",
      "Website 50 $1,200.00 $24.00 —",
    ]);
  });

  it("shows a friendly empty state and no charts or tables for a period without orders", async () => {
    renderAnalyticsPage({ analytics: { body: buildEmptyReport() } });
    expect(
      await screen.findByRole("heading", { level: 2, name: "No orders in this period" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Orders appear here as soon as they come in. Try a longer period, or include test orders.",
      ),
    ).toBeInTheDocument();
    expect(within(kpi("Orders")).getByText("0")).toBeInTheDocument();
    expect(screen.queryAllByRole("img")).toEqual([]);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Sales by platform" })).not.toBeInTheDocument();
  });

  it("offers the period's CSV files in the Export menu and on each table", async () => {
    const user = userEvent.setup();
    renderAnalyticsPage({ path: "/analytics?period=yesterday&test=1" });
    const period = "from=2026-11-21&to=2026-11-21&includeTest=true";
    expect(
      await screen.findByRole("link", { name: "Download CSV of top items by revenue" }),
    ).toHaveAttribute("href", `/api/analytics/export.csv?${period}&table=top-items-by-revenue`);
    expect(screen.getByRole("link", { name: "Download CSV of platforms" })).toHaveAttribute(
      "href",
      `/api/analytics/export.csv?${period}&table=platforms`,
    );
    await user.click(await screen.findByRole("button", { name: "Export" }));
    const entries = [
      ["Orders (CSV)", "orders"],
      ["Top items by quantity (CSV)", "top-items-by-quantity"],
      ["Top items by revenue (CSV)", "top-items-by-revenue"],
      ["Platform summary (CSV)", "platforms"],
      ["Daily figures (CSV)", "days"],
    ] as const;
    for (const [name, table] of entries) {
      const link = screen.getByRole("menuitem", { name });
      expect(link).toHaveAttribute("href", `/api/analytics/export.csv?${period}&table=${table}`);
      expect(link).toHaveAttribute("download");
    }
  });

  it("shows the server's reason when the report fails, and 'Try again' fetches it again", async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderAnalyticsPage({
      analytics: () =>
        isDown
          ? { status: 503, body: { message: "The database is not available" } }
          : { body: buildReport() },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Couldn't load analytics.");
    expect(alert).toHaveTextContent("The database is not available");
    isDown = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("group", { name: "Orders" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("the Analytics page in several currencies", () => {
  const MIXED = [
    { currency: "AUD", orders: 120 },
    { currency: "USD", orders: 3 },
  ];
  const audReport = () => buildReport({ currency: "AUD", currencies: MIXED });

  it("writes every amount in the report's currency: A$ for an Australian report", async () => {
    renderAnalyticsPage({
      analytics: {
        body: buildReport({ currency: "AUD", currencies: [{ currency: "AUD", orders: 120 }] }),
      },
    });
    expect(
      within(await screen.findByRole("group", { name: "Gross sales" })).getByText("A$3,000.00"),
    ).toBeInTheDocument();
    expect(within(kpi("Average order value")).getByText("A$25.00")).toBeInTheDocument();
    expect(rowNames(screen.getByRole("region", { name: "Top items by quantity" }))[1]).toBe(
      "1 Margherita Pizza 42 A$546.00",
    );
    expect(rowNames(screen.getByRole("region", { name: "Platforms" }))[1]).toBe(
      "Uber Eats 70 A$1,800.00 A$25.71 14m",
    );
    expect(
      await screen.findByRole("img", {
        name: /^Sales and orders per day, .*: A\$3,000\.00 from 120 orders; best day Nov 22 with A\$370\.00\.$/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: /Uber Eats A\$1,800\.00, Website A\$1,200\.00/ }),
    ).toBeInTheDocument();
    // One currency in the period: nothing to switch to.
    expect(screen.queryByRole("radiogroup", { name: "Currency" })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Figures in/)).not.toBeInTheDocument();
  });

  it("offers the period's other currencies, and asks again in the one chosen", async () => {
    const user = userEvent.setup();
    const { requests, location } = renderAnalyticsPage({
      analytics: ({ url }) =>
        url.searchParams.get("currency") === "USD"
          ? { body: buildReport({ currency: "USD", currencies: MIXED }) }
          : { body: audReport() },
    });
    const currencies = await screen.findByRole("radiogroup", { name: "Currency" });
    expect(currencies).toHaveAccessibleDescription(
      "Figures in Australian dollars (AUD). This period also has 3 orders in US dollars.",
    );
    expect(within(currencies).getByRole("radio", { name: "AUD (120 orders)" })).toBeChecked();
    expect(within(kpi("Gross sales")).getByText("A$3,000.00")).toBeInTheDocument();

    await user.click(within(currencies).getByRole("radio", { name: "USD (3 orders)" }));
    expect(location.history).toEqual(["/analytics?period=last-7-days&currency=USD"]);
    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toEqual({
      from: "2026-11-16",
      to: "2026-11-22",
      includeTest: "false",
      currency: "USD",
    });
    expect(await within(kpi("Gross sales")).findByText("$3,000.00")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "USD (3 orders)" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Download CSV of platforms" })).toHaveAttribute(
      "href",
      "/api/analytics/export.csv?from=2026-11-16&to=2026-11-22&includeTest=false&currency=USD&table=platforms",
    );
  });

  it("opens the currency a shared link names, even one the period has no orders in", async () => {
    const user = userEvent.setup();
    const { requests } = renderAnalyticsPage({
      path: "/analytics?period=yesterday&currency=JPY",
      analytics: {
        body: buildReport({
          currency: "JPY",
          currencies: MIXED,
          summary: buildEmptyReport().summary,
        }),
      },
    });
    const currencies = await screen.findByRole("radiogroup", { name: "Currency" });
    expect(requests()).toEqual([
      { from: "2026-11-21", to: "2026-11-21", includeTest: "false", currency: "JPY" },
    ]);
    expect(currencies).toHaveAccessibleDescription(
      "Figures in Japanese yen (JPY). This period has 120 orders in Australian dollars and 3 orders in US dollars.",
    );
    expect(within(currencies).getByRole("radio", { name: "JPY (0 orders)" })).toBeChecked();
    await user.click(await screen.findByRole("button", { name: "Export" }));
    expect(screen.getByRole("menuitem", { name: "Orders (CSV)" })).toHaveAttribute(
      "href",
      "/api/analytics/export.csv?from=2026-11-21&to=2026-11-21&includeTest=false&currency=JPY&table=orders",
    );
  });
});
