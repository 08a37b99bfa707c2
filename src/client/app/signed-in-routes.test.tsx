import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { rememberDeviceBrowser } from "@/client/lib/device-browser";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { SignedInRoutes } from "./signed-in-routes";

function renderSignedOut(path: string) {
  stubFetch({ "GET /api/auth/me": { status: 401, body: { message: "Not signed in" } } });
  const location = memoryLocation({ path, record: true });
  renderWithApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SignedInRoutes />
    </Router>,
  );
  return location;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("protected routes for a signed-out visitor", () => {
  it("Platform Connections shows 'Authentication Required' and 'Go to Login', no login form", async () => {
    renderSignedOut("/platform-connections?platform=doordash");
    expect(
      await screen.findByRole("heading", { name: "Authentication Required" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  });

  it("the dashboard still shows the login screen", async () => {
    renderSignedOut("/dashboard");
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByText("Authentication Required")).not.toBeInTheDocument();
  });

  it("sends a kitchen device whose session ended to its pairing page, not the login", async () => {
    rememberDeviceBrowser();
    const location = renderSignedOut("/kitchen");
    await vi.waitFor(() => expect(location.history.at(-1)).toBe("/device"));
    expect(screen.queryByRole("button", { name: "Sign In" })).not.toBeInTheDocument();
  });
});
