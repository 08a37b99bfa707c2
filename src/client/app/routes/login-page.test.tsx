import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildCurrentUser, buildDeviceSession } from "@/client/test/current-user";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { UserRole } from "@/domain/permissions";
import { LoginPage } from "./login-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function openLoginAs(role: UserRole | "kitchen") {
  const user = role === "kitchen" ? buildDeviceSession() : buildCurrentUser({ role });
  stubFetch({ "GET /api/auth/me": { body: user } });
  const location = memoryLocation({ path: "/login", record: true });
  renderWithApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LoginPage />
    </Router>,
  );
  return location;
}

describe("the login screen for someone already signed in", () => {
  // A paired kitchen device counts as signed in: its Logout unpairs it first.
  it.each(["shop_owner", "manager", "staff", "kitchen"] as const)(
    "takes a restaurant's %s to the orders",
    async (role) => {
      const location = openLoginAs(role);
      await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"));
    },
  );

  it("leaves a demo visitor on the form, to sign in to a real account", async () => {
    const location = openLoginAs("demo");
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeVisible();
    expect(location.history.at(-1)).toBe("/login");
  });
});
