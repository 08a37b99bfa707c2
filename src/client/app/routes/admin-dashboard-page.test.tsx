import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildOwner, buildSystemStatus } from "@/client/features/admin/test/admin-fixtures";
import { stubFetch } from "@/client/test/fetch-stub";
import { AppProviders } from "../providers";
import { AdminDashboardPage } from "./admin-dashboard-page";

const admin = {
  id: "a1",
  name: "Ada Admin",
  email: "admin@orderdock.app",
  role: "admin",
};

function stubPanel(me: Parameters<typeof stubFetch>[0][string]) {
  return stubFetch({
    "GET /api/admin/me": me,
    "GET /api/admin/restaurant-owners": {
      body: [buildOwner()],
      headers: { "x-total-count": "1" },
    },
    "GET /api/admin/stats": {
      body: {
        totalOwners: 1,
        activeOwners: 1,
        activeIntegrations: 0,
        testRestaurants: 0,
        demoRestaurants: 0,
      },
    },
    "GET /api/admin/system-status": { body: buildSystemStatus() },
    "GET /api/admin/audit-log": { body: [] },
  });
}

function renderPanel(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <AppProviders>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AdminDashboardPage />
      </Router>
    </AppProviders>,
  );
  return location;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the admin panel's views live in the URL", () => {
  it("opens the view named in ?view=, and each sidebar button adds a history entry", async () => {
    const user = userEvent.setup();
    stubPanel({ body: admin });
    const location = renderPanel("/admin/dashboard?view=users");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Restaurant owners" }),
    ).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(screen.getByRole("button", { name: "Users" })).toHaveAttribute("aria-current", "page");
    expect(nav).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "System" }));
    expect(screen.getByRole("heading", { level: 1, name: "System" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Dashboard" }));
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(location.history).toEqual([
      "/admin/dashboard?view=users",
      "/admin/dashboard?view=system",
      "/admin/dashboard",
    ]);
  });

  it("below the desktop width opens the views from a drawer that closes on a choice or Escape", async () => {
    const user = userEvent.setup();
    stubPanel({ body: admin });
    const location = renderPanel("/admin/dashboard");
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });

    const toggle = screen.getByRole("button", { name: "Open navigation" });
    await user.click(toggle);
    const drawer = screen.getByRole("dialog", { name: "Navigation" });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole("button", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(drawer).getByText("admin@orderdock.app")).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Logout" })).toBeInTheDocument();

    await user.click(within(drawer).getByRole("button", { name: "Users" }));
    expect(screen.queryByRole("dialog", { name: "Navigation" })).not.toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Restaurant owners" }),
    ).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe("/admin/dashboard?view=users");

    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Navigation" })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it("shows the Dashboard for an unknown view", async () => {
    stubPanel({ body: admin });
    renderPanel("/admin/dashboard?view=nonsense");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("sends anyone without an admin session to the admin login", async () => {
    stubPanel({ status: 401, body: { message: "Please sign in" } });
    const location = renderPanel("/admin/dashboard?view=system");
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe("/admin/login"));
  });
});
