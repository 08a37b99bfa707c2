import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLATFORM_META } from "@/domain/platforms";
import { buildReport } from "../../test/analytics-fixtures";
import { layOutCharts } from "../../test/chart-layout";
import { AnalyticsCharts } from "./analytics-charts";

beforeEach(() => layOutCharts());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the Analytics charts", () => {
  it("draws a bar a day, an hour's bars, and each platform in its own colour", async () => {
    const report = buildReport();
    render(<AnalyticsCharts report={report} today="2026-11-22" />);
    const chart = (name: RegExp) => screen.getByRole("img", { name });

    const perDay = chart(/^Sales and orders per day/);
    await vi.waitFor(() =>
      expect(perDay.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(7),
    );
    expect(perDay.querySelector(".recharts-line-curve")).not.toBeNull();
    expect(perDay).toHaveTextContent("Nov 16");

    const byHour = chart(/^Orders by hour of day/);
    expect(byHour.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(24);
    expect(byHour).toHaveTextContent("12pm");

    const byPlatform = chart(/^Sales by platform/);
    const fills = Array.from(byPlatform.querySelectorAll(".recharts-bar-rectangle path"), (bar) =>
      bar.getAttribute("fill"),
    );
    expect(fills).toEqual([PLATFORM_META.ubereats.color, PLATFORM_META.website.color]);
    expect(byPlatform).toHaveTextContent("$1,800.00");

    expect(chart(/^Delivery versus pickup/).querySelectorAll(".recharts-pie-sector")).toHaveLength(
      2,
    );
    expect(
      chart(/^Average prep time per day/).querySelector(".recharts-line-curve"),
    ).not.toBeNull();
  });
});
