import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCurrentUser, TEST_LOCATION, TEST_SECOND_LOCATION } from "@/client/test/current-user";
import { permissionsOf } from "@/domain/permissions";
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

const locations = [TEST_LOCATION, TEST_SECOND_LOCATION];
const owner = buildCurrentUser({ locations });
const period = "from=2026-11-21&to=2026-11-21&includeTest=false";

describe("Analytics over several locations", () => {
  it("rolls every location up when asked, in the report, the address and the exports", async () => {
    const user = userEvent.setup();
    const { requests, location } = renderAnalyticsPage({
      path: "/analytics?period=yesterday",
      user: owner,
    });
    expect(screen.getByRole("radio", { name: "This location" })).toBeChecked();
    await screen.findByRole("group", { name: "Orders" });
    await user.click(screen.getByRole("radio", { name: "All locations" }));

    await vi.waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests().map((query) => query.locations)).toEqual([undefined, "all"]);
    expect(location.history.at(-1)).toBe("/analytics?period=yesterday&locations=all");
    expect(screen.getByText("All your locations · Days in America/Chicago time")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(screen.getByRole("menuitem", { name: "Orders (CSV)" })).toHaveAttribute(
      "href",
      `/api/analytics/export.csv?${period}&locations=all&table=orders`,
    );
  });

  it("offers no roll-up without the overview permission, and ignores a link asking for one", async () => {
    const staff = buildCurrentUser({
      role: "staff",
      permissions: [...permissionsOf("staff"), "analytics.view"],
      locations,
    });
    const { requests } = renderAnalyticsPage({
      path: "/analytics?period=yesterday&locations=all",
      user: staff,
    });
    await screen.findByRole("group", { name: "Orders" });
    expect(screen.queryByRole("radio", { name: "All locations" })).not.toBeInTheDocument();
    expect(requests()).toEqual([{ from: "2026-11-21", to: "2026-11-21", includeTest: "false" }]);
  });
});
