import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildConnection } from "@/client/features/platforms/test/platform-fixtures";
import { reportConnectionStatus } from "@/client/lib/connection-status";
import { updateDeviceSettings } from "@/client/lib/device-settings";
import { noteResponse } from "@/client/lib/offline-state";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { HEALTH_TEXT, HealthBar } from "./health-bar";

const connections = (refused: boolean) => ({
  connections: [
    buildConnection("ubereats", {
      connected: true,
      problem: refused
        ? {
            kind: "credentials" as const,
            status: 401,
            message: "invalid_token",
            at: "2026-11-27T14:14:00Z",
          }
        : null,
    }),
    buildConnection("doordash", { connected: true }),
  ],
});

function renderBar({ refused = false } = {}) {
  stubFetch({ "GET /api/platform-connections": { body: connections(refused) } });
  const location = memoryLocation({ path: "/dashboard", record: true });
  renderWithApp(
    <Router hook={location.hook}>
      <HealthBar hasRestaurant />
    </Router>,
  );
  return { bar: screen.getByRole("status", { name: HEALTH_TEXT.label }), location };
}

/** What could make a screen miss an order, said above every signed-in screen. */
describe("the health bar", () => {
  it("says when the live feed is lost and when it is coming back, not on the first connection", () => {
    const { bar } = renderBar();
    act(() => reportConnectionStatus("connecting"));
    expect(bar).not.toHaveTextContent(HEALTH_TEXT.reconnecting);
    act(() => reportConnectionStatus("open"));
    act(() => reportConnectionStatus("waiting"));
    expect(bar).toHaveTextContent(HEALTH_TEXT.connectionLost);
    act(() => reportConnectionStatus("connecting"));
    expect(bar).toHaveTextContent(HEALTH_TEXT.reconnecting);
    act(() => reportConnectionStatus("open"));
    expect(bar).not.toHaveTextContent(/Reconnecting|lost/);
  });

  it("asks for the one tap sound needs, and turns it on", async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    act(() => updateDeviceSettings({ playSounds: false }));
    const { bar } = renderBar();
    expect(bar).toHaveTextContent(HEALTH_TEXT.soundOff);
    await user.click(within(bar).getByRole("button", { name: HEALTH_TEXT.turnOnSound }));
    expect(bar).not.toHaveTextContent(/Sound is off/);
  });

  it("names a platform that refused OrderDock's sign-in, with a way to reconnect it", async () => {
    const user = userEvent.setup();
    const { bar, location } = renderBar({ refused: true });
    expect(
      await within(bar).findByText(
        "Uber Eats refused OrderDock's sign-in (401): reconnect it to keep receiving and answering orders.",
      ),
    ).toBeVisible();
    expect(bar).not.toHaveTextContent("DoorDash");
    await user.click(within(bar).getByRole("link", { name: "Reconnect" }));
    expect(location.history.at(-1)).toBe("/platform-connections");
  });

  it("says when a platform switched OrderDock off for the store", async () => {
    stubFetch({
      "GET /api/platform-connections": {
        body: {
          connections: [
            buildConnection("ubereats", {
              connected: true,
              problem: {
                kind: "integration_off",
                status: 0,
                message: "Uber Eats switched OrderDock off for store s-1",
                at: "2026-11-29T10:00:00Z",
              },
            }),
          ],
        },
      },
    });
    renderWithApp(
      <Router hook={memoryLocation({ path: "/dashboard" }).hook}>
        <HealthBar hasRestaurant />
      </Router>,
    );
    const bar = screen.getByRole("status", { name: HEALTH_TEXT.label });
    expect(
      await within(bar).findByText(
        "Uber Eats switched OrderDock off for your store: its orders no longer arrive. Reconnect it to take them again.",
      ),
    ).toBeVisible();
  });
});

describe("the health bar offline", () => {
  it("says the orders shown are the copy kept for want of a connection, until the server answers", () => {
    const { bar } = renderBar();
    act(() =>
      noteResponse(
        new Response("[]", { headers: { "x-orderdock-offline": new Date().toISOString() } }),
      ),
    );
    expect(bar).toHaveTextContent(/Offline: showing the orders as of \d{1,2}:\d{2} [AP]M\./);
    act(() => noteResponse(new Response("[]")));
    expect(bar).not.toHaveTextContent("Offline");
  });
});
