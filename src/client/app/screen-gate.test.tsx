import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildCurrentUser } from "@/client/test/current-user";
import type { UserRole } from "@/domain/permissions";
import { ScreenGate } from "./screen-gate";

function renderGate(role: UserRole, path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <ScreenGate user={buildCurrentUser({ role })} path={path}>
        <h1>The screen itself</h1>
      </ScreenGate>
    </Router>,
  );
  return { location };
}

const GATE_TITLE = "This screen is not part of your role";

describe("a screen the role may not open", () => {
  it.each([
    ["staff", "/analytics"],
    ["staff", "/settings"],
    ["staff", "/platform-connections"],
    ["manager", "/platform-connections"],
  ] as const)("%s at %s are told so, not shown the screen", (role, path) => {
    renderGate(role, path);
    expect(screen.getByRole("heading", { level: 1, name: GATE_TITLE })).toBeVisible();
    expect(
      screen.getByText(
        "Ask an owner of Luigi's Trattoria if you need it. Everything else you can do is in the menu.",
      ),
    ).toBeVisible();
    expect(screen.queryByText("The screen itself")).not.toBeInTheDocument();
  });

  it("points back to the Orders Dashboard", async () => {
    const user = userEvent.setup();
    const { location } = renderGate("staff", "/settings");
    const back = screen.getByRole("link", { name: "Go to the Orders Dashboard" });
    expect(back).toHaveAttribute("href", "/dashboard");
    await user.click(back);
    expect(location.history.at(-1)).toBe("/dashboard");
  });
});

describe("a screen the role may open", () => {
  it.each([
    ["shop_owner", "/platform-connections"],
    ["demo", "/platform-connections"],
    ["manager", "/analytics"],
    ["manager", "/settings"],
    ["staff", "/menu"],
  ] as const)("%s at %s see the screen itself", (role, path) => {
    renderGate(role, path);
    expect(screen.getByRole("heading", { name: "The screen itself" })).toBeVisible();
    expect(screen.queryByText(GATE_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Go to the Orders Dashboard" })).toBeNull();
  });
});
