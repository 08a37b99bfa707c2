import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCurrentUser } from "@/client/test/current-user";
import { buildEmptyReport, buildReport } from "../test/analytics-fixtures";
import { layOutCharts } from "../test/chart-layout";
import { renderAnalyticsPage as renderPage } from "../test/render-analytics-page";

// The period is what matters here: an empty period's answer skips the charts.
const renderAnalyticsPage = (options: Parameters<typeof renderPage>[0] = {}) =>
  renderPage({ analytics: { body: buildEmptyReport() }, ...options });

function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const period = () => screen.getByRole("radiogroup", { name: "Period" });
const option = (name: string) => within(period()).getByRole("radio", { name });

describe("the period picker", () => {
  it("asks for each preset's days in the restaurant's timezone, and keeps it in the address", async () => {
    // 9 pm on Sunday Nov 22 in Chicago, already Monday in UTC.
    setNow("2026-11-23T03:00:00Z");
    const user = userEvent.setup();
    const { requests, location } = renderAnalyticsPage();
    expect(option("Last 7 days")).toBeChecked();
    expect(await screen.findByText("Nov 16 – Nov 22 · 7 days")).toBeInTheDocument();

    await user.click(option("Today"));
    await user.click(option("Yesterday"));
    await user.click(option("Last 30 days"));
    await screen.findByText("Oct 24 – Nov 22 · 30 days");
    expect(requests().map(({ from, to }) => `${from}/${to}`)).toEqual([
      "2026-11-16/2026-11-22",
      "2026-11-22/2026-11-22",
      "2026-11-21/2026-11-21",
      "2026-10-24/2026-11-22",
    ]);
    expect(requests().every((query) => query.includeTest === "false")).toBe(true);
    // Each choice replaces the last: Back leaves the screen.
    expect(location.history).toEqual(["/analytics?period=last-30-days"]);
  });

  it("takes today from the restaurant's clock, not the browser's", async () => {
    setNow("2026-11-23T03:00:00Z");
    const tokyo = buildCurrentUser({
      restaurant: {
        id: "r1",
        name: "Sushi Bar",
        kitchenId: null,
        timezone: "Asia/Tokyo",
        currency: "JPY",
      },
    });
    const { requests } = renderAnalyticsPage({ path: "/analytics?period=today", user: tokyo });
    await screen.findByRole("group", { name: "Orders" });
    expect(requests()).toEqual([{ from: "2026-11-23", to: "2026-11-23", includeTest: "false" }]);
  });

  it("opens the period and the test switch a shared link names", async () => {
    setNow("2026-11-22T18:00:00Z");
    const { requests } = renderAnalyticsPage({ path: "/analytics?period=yesterday&test=1" });
    expect(option("Yesterday")).toBeChecked();
    expect(screen.getByRole("switch", { name: "Include test orders" })).toBeChecked();
    await screen.findByRole("group", { name: "Orders" });
    expect(requests()).toEqual([{ from: "2026-11-21", to: "2026-11-21", includeTest: "true" }]);
  });

  it("'Include test orders' asks again with includeTest=true and says so in the address", async () => {
    setNow("2026-11-22T18:00:00Z");
    const user = userEvent.setup();
    const { requests, location } = renderAnalyticsPage();
    const testSwitch = screen.getByRole("switch", { name: "Include test orders" });
    expect(testSwitch).not.toBeChecked();
    await screen.findByRole("group", { name: "Orders" });
    await user.click(testSwitch);
    expect(testSwitch).toBeChecked();
    expect(location.history).toEqual(["/analytics?period=last-7-days&test=1"]);
    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toEqual({ from: "2026-11-16", to: "2026-11-22", includeTest: "true" });
  });

  it("keeps the figures on screen while the next period loads", async () => {
    setNow("2026-11-22T18:00:00Z");
    layOutCharts();
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    renderAnalyticsPage({
      analytics: ({ url }) =>
        url.searchParams.get("from") === "2026-11-22"
          ? new Promise((resolve) => {
              answer = () =>
                resolve({
                  body: buildReport({ summary: { ...buildReport().summary, orders: 9 } }),
                });
            })
          : { body: buildReport() },
    });
    const orders = await screen.findByRole("group", { name: "Orders" });
    await user.click(option("Today"));
    expect(await screen.findByText("Updating...")).toBeInTheDocument();
    expect(within(orders).getByText("120")).toBeInTheDocument();
    act(() => answer?.());
    expect(
      await within(screen.getByRole("group", { name: "Orders" })).findByText("9"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Updating...")).not.toBeInTheDocument();
  });

  it("moves between periods with the arrow keys", async () => {
    setNow("2026-11-22T18:00:00Z");
    const user = userEvent.setup();
    const { requests } = renderAnalyticsPage();
    await screen.findByRole("group", { name: "Orders" });
    await user.tab();
    expect(screen.getByRole("button", { name: "Export" })).toHaveFocus();
    await user.tab();
    expect(option("Last 7 days")).toHaveFocus();
    // Held down as a person does: Radix moves the focus a tick after the key goes down.
    await user.keyboard("{ArrowRight>}");
    await vi.waitFor(() => expect(option("Last 30 days")).toBeChecked());
    await user.keyboard("{/ArrowRight}");
    expect(option("Last 30 days")).toHaveFocus();
    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toMatchObject({ from: "2026-10-24", to: "2026-11-22" });
  });
});

describe("a custom period", () => {
  const dateInput = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  const setDates = (from: string, to: string) => {
    fireEvent.change(dateInput("From"), { target: { value: from } });
    fireEvent.change(dateInput("To"), { target: { value: to } });
  };

  it("is checked in the browser before anything is asked, then kept in the address", async () => {
    setNow("2026-11-22T18:00:00Z");
    const user = userEvent.setup();
    const { requests, location } = renderAnalyticsPage();
    await screen.findByRole("group", { name: "Orders" });
    await user.click(option("Custom"));
    // It starts from the period on screen.
    expect(dateInput("From")).toHaveValue("2026-11-16");
    expect(dateInput("To")).toHaveValue("2026-11-22");
    const apply = screen.getByRole("button", { name: "Apply" });

    setDates("2026-11-20", "2026-11-10");
    await user.click(apply);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The last day can't be before the first day.",
    );
    expect(dateInput("To")).toHaveAttribute("aria-invalid", "true");
    expect(dateInput("To")).toHaveAccessibleDescription(
      "The last day can't be before the first day.",
    );

    setDates("2025-01-01", "2026-11-22");
    await user.click(apply);
    expect(screen.getByRole("alert")).toHaveTextContent("A period can be at most 366 days.");

    setDates("", "2026-11-22");
    await user.click(apply);
    expect(screen.getByRole("alert")).toHaveTextContent("Choose the first day of the period.");
    expect(requests()).toHaveLength(1);

    setDates("2026-11-01", "2026-11-15");
    await user.click(apply);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(location.history).toEqual(["/analytics?from=2026-11-01&to=2026-11-15"]);
    expect(await screen.findByText("Nov 1 – Nov 15 · 15 days")).toBeInTheDocument();
    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toEqual({ from: "2026-11-01", to: "2026-11-15", includeTest: "false" });
    expect(option("Custom")).toBeChecked();
  });

  it("from a link with a backwards range shows why, asks nothing, and offers no export", async () => {
    setNow("2026-11-22T18:00:00Z");
    const { requests } = renderAnalyticsPage({ path: "/analytics?from=2026-11-15&to=2026-11-01" });
    expect(option("Custom")).toBeChecked();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The last day can't be before the first day.",
    );
    expect(screen.getByText("Choose a valid period to see its figures.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export" })).toBeDisabled();
    expect(requests()).toEqual([]);
  });
});
