import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { TooltipProvider } from "@/client/components/ui/tooltip";
import { buildCurrentUser } from "@/client/test/current-user";
import type { UserRole } from "@/domain/permissions";
import { SidebarNav } from "./sidebar-nav";

function renderNav(role: UserRole, { path = "/dashboard", isCollapsed = false } = {}) {
  const location = memoryLocation({ path, record: true });
  const onNavigate = vi.fn();
  render(
    <TooltipProvider>
      <Router hook={location.hook}>
        <SidebarNav
          user={buildCurrentUser({ role })}
          isCollapsed={isCollapsed}
          onNavigate={onNavigate}
        />
      </Router>
    </TooltipProvider>,
  );
  const nav = screen.getByRole("navigation", { name: "Main" });
  return { nav, location, onNavigate };
}

const entries = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent);

const EVERY_SCREEN = [
  "Home",
  "Orders Dashboard",
  "Kitchen Display",
  "Analytics",
  "Menu Manager",
  "Platform Connections",
  "Settings",
];

describe("the sidebar's entries, by role", () => {
  it("an owner sees every screen", () => {
    const { nav } = renderNav("shop_owner");
    expect(entries(nav)).toEqual(EVERY_SCREEN);
  });

  it("a demo visitor plays an owner and sees every screen", () => {
    const { nav } = renderNav("demo");
    expect(entries(nav)).toEqual(EVERY_SCREEN);
  });

  it("a manager sees everything but Platform Connections", () => {
    const { nav } = renderNav("manager");
    expect(entries(nav)).toEqual([
      "Home",
      "Orders Dashboard",
      "Kitchen Display",
      "Analytics",
      "Menu Manager",
      "Settings",
    ]);
    expect(within(nav).queryByRole("link", { name: "Platform Connections" })).toBeNull();
  });

  it("staff see the orders, the kitchen and the menu, not Analytics, Platform Connections or Settings", () => {
    const { nav } = renderNav("staff");
    expect(entries(nav)).toEqual(["Home", "Orders Dashboard", "Kitchen Display", "Menu Manager"]);
    for (const name of ["Analytics", "Platform Connections", "Settings"]) {
      expect(within(nav).queryByRole("link", { name })).toBeNull();
    }
  });

  it("collapsed, names the same entries for screen readers", () => {
    const { nav } = renderNav("staff", { isCollapsed: true });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("aria-label")),
    ).toEqual(["Home", "Orders Dashboard", "Kitchen Display", "Menu Manager"]);
  });

  it("marks the current screen and goes where an entry points", async () => {
    const user = userEvent.setup();
    const { nav, location, onNavigate } = renderNav("manager", { path: "/menu" });
    expect(within(nav).getByRole("link", { name: "Menu Manager" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Settings" })).not.toHaveAttribute("aria-current");
    await user.click(within(nav).getByRole("link", { name: "Settings" }));
    expect(location.history.at(-1)).toBe("/settings");
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});
