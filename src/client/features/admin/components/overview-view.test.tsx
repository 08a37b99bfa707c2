import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildSystemStatus } from "../test/admin-fixtures";
import { OverviewView } from "./overview-view";

const stats = {
  body: {
    totalOwners: 123,
    activeOwners: 120,
    activeIntegrations: 57,
    testRestaurants: 3,
    demoRestaurants: 1,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe("the Dashboard view", () => {
  it("shows the owner and integration figures and an operational system", async () => {
    stubFetch({
      "GET /api/admin/stats": stats,
      "GET /api/admin/system-status": { body: buildSystemStatus() },
    });
    renderWithApp(<OverviewView />);

    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(await screen.findByText("123")).toBeInTheDocument();
    expect(screen.getByText("120 active")).toBeInTheDocument();
    expect(screen.getByText("57")).toBeInTheDocument();
    expect(screen.getByText("connected platforms across all owners")).toBeInTheDocument();
    expect(await screen.findByText("Operational")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "System Status" })).toBeInTheDocument();
  });

  it("shows 'Degraded' with the reason the check gives", async () => {
    stubFetch({
      "GET /api/admin/stats": stats,
      "GET /api/admin/system-status": {
        body: buildSystemStatus({ status: "degraded", reason: "Live updates are not listening" }),
      },
    });
    renderWithApp(<OverviewView />);
    expect(await screen.findByText("Degraded")).toBeInTheDocument();
    expect(screen.getByText("Live updates are not listening")).toBeInTheDocument();
    expect(screen.queryByText("Operational")).not.toBeInTheDocument();
  });

  it("counts a failed check as 'Degraded', with the server's message or a fallback", async () => {
    stubFetch({
      "GET /api/admin/stats": stats,
      "GET /api/admin/system-status": { status: 503, body: { message: "Database unreachable" } },
    });
    const { unmount } = renderWithApp(<OverviewView />);
    expect(await screen.findByText("Degraded")).toBeInTheDocument();
    expect(screen.getByText("Database unreachable")).toBeInTheDocument();
    unmount();

    stubFetch({ "GET /api/admin/stats": stats, "GET /api/admin/system-status": { status: 502 } });
    renderWithApp(<OverviewView />);
    expect(await screen.findByText("The server did not answer")).toBeInTheDocument();
  });
});
