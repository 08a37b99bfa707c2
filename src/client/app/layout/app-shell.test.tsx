import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { isDeviceBrowser, rememberDeviceBrowser } from "@/client/lib/device-browser";
import { holdOperator } from "@/client/lib/operator-store";
import {
  buildCurrentUser,
  buildDeviceSession,
  TEST_LOCATION,
  TEST_SECOND_LOCATION,
} from "@/client/test/current-user";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { AppShell } from "./app-shell";

afterEach(() => {
  vi.unstubAllGlobals();
});

function showDeviceShell() {
  const stub = stubFetch({ "POST /api/auth/logout": { status: 204 } });
  const location = memoryLocation({ path: "/dashboard", record: true });
  renderWithApp(
    <Router hook={location.hook}>
      <AppShell user={buildDeviceSession()}>
        <p>The orders</p>
      </AppShell>
    </Router>,
  );
  return { stub, location };
}

/** The wide screen's sidebar (the drawer holds the same, closed). */
const sidebar = () => screen.getByRole("complementary");

describe("the app shell on a kitchen device", () => {
  it("shows the device where a person's name would be, and only the screens a device may open", () => {
    showDeviceShell();
    expect(within(sidebar()).getByText("Pass iPad")).toBeVisible();
    expect(within(sidebar()).getByText("Luigi's Trattoria")).toBeVisible();
    const nav = within(sidebar()).getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Orders Dashboard" })).toBeVisible();
    expect(within(nav).queryByRole("link", { name: "Settings" })).not.toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Analytics" })).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole("button", { name: "Enter my PIN" })).toBeVisible();
  });

  it("shows the person identified above the screen, until Done", async () => {
    const user = userEvent.setup();
    showDeviceShell();
    expect(screen.queryByRole("button", { name: "Done" })).not.toBeInTheDocument();
    act(() => {
      holdOperator({
        person: { id: "p1", name: "Maria Lopez", role: "staff" },
        token: "token-maria",
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
    });
    expect(screen.getByText("Maria Lopez")).toBeVisible();
    expect(
      within(sidebar()).queryByRole("button", { name: "Enter my PIN" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByText("Maria Lopez")).not.toBeInTheDocument();
  });

  it("asks before Logout removes the device, then goes to the pairing page", async () => {
    const user = userEvent.setup();
    rememberDeviceBrowser();
    const { location, stub } = showDeviceShell();
    const logouts = () => stub.calls.filter((call) => call.url.pathname === "/api/auth/logout");
    await user.click(within(sidebar()).getByRole("button", { name: "Logout" }));
    let asking = screen.getByRole("alertdialog", { name: "Log out and remove Pass iPad?" });
    await user.click(within(asking).getByRole("button", { name: "Cancel" }));
    expect(logouts()).toEqual([]);
    expect(isDeviceBrowser()).toBe(true);

    await user.click(within(sidebar()).getByRole("button", { name: "Logout" }));
    asking = screen.getByRole("alertdialog", { name: "Log out and remove Pass iPad?" });
    await user.click(within(asking).getByRole("button", { name: "Log out and remove" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/device"));
    expect(logouts()).toHaveLength(1);
    // Not sent to its page as a device removed.
    expect(isDeviceBrowser()).toBe(false);
  });
});

describe("the app shell of someone at several locations", () => {
  function showShell(user: ReturnType<typeof buildCurrentUser>) {
    stubFetch({});
    const location = memoryLocation({ path: "/dashboard" });
    renderWithApp(
      <Router hook={location.hook}>
        <AppShell user={user}>
          <p>The orders</p>
        </AppShell>
      </Router>,
    );
  }
  const named = () => screen.queryAllByRole("button", { name: "Location: Luigi's Trattoria" });

  it("names the location in the sidebar and in the top bar", () => {
    showShell(buildCurrentUser({ locations: [TEST_LOCATION, TEST_SECOND_LOCATION] }));
    expect(
      within(sidebar()).getByRole("button", { name: "Location: Luigi's Trattoria" }),
    ).toBeVisible();
    // The sidebar's and the top bar's (the drawer's is drawn when it opens).
    expect(named()).toHaveLength(2);
  });

  it("has no switcher for someone at one location", () => {
    showShell(buildCurrentUser());
    expect(screen.getByText("The orders")).toBeVisible();
    expect(named()).toEqual([]);
  });
});
