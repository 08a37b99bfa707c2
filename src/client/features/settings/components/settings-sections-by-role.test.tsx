import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { UserRole } from "@/domain/permissions";
import { buildLocation, buildSettings, buildUser } from "../test/settings-fixtures";
import { SettingsPage } from "./settings-page";

let stub: ReturnType<typeof stubFetch>;

beforeEach(() => {
  stub = stubFetch({
    "GET /api/settings": { body: buildSettings() },
    "GET /api/locations": { body: [buildLocation()] },
    "GET /api/push": { body: { publicKey: `B${"A".repeat(86)}`, devices: [] } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The page as the settings route draws it: the printers, people, devices and activity features
 * hand in their parts.
 */
function renderFor(role: UserRole) {
  renderWithApp(
    <SettingsPage
      user={buildUser({ role })}
      printers={<p>The printers</p>}
      people={<p>The people</p>}
      devices={<p>The devices</p>}
      activity={<p>The activity</p>}
    />,
  );
}

const sectionTitles = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

const contentsLinks = () =>
  within(screen.getByRole("navigation", { name: "On this page" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

const pushCalls = () => stub.calls.filter((call) => call.url.pathname === "/api/push").length;

const EVERY_SECTION = [
  "Restaurant profile",
  "Locations",
  "Orders",
  "Printers",
  "People",
  "Devices",
  "Activity",
  "Notifications",
  "Phone alerts",
  "Appearance",
  "Account",
];

describe("the Settings sections each role sees", () => {
  it.each(["shop_owner", "demo"] as const)("%s: every section", async (role) => {
    renderFor(role);
    expect(sectionTitles()).toEqual(EVERY_SECTION);
    expect(contentsLinks()).toEqual(EVERY_SECTION);
    expect(
      within(screen.getByRole("region", { name: "People" })).getByText("The people"),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Devices" })).getByText("The devices"),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Activity" })).getByText("The activity"),
    ).toBeVisible();
    expect(await screen.findByRole("textbox", { name: "Restaurant name" })).toBeVisible();
    await vi.waitFor(() => expect(pushCalls()).toBe(1));
  });

  it("a manager: locations, printers, people, activity, phone alerts and this device's orders, not the restaurant's profile, order handling or devices", () => {
    renderFor("manager");
    const titles = [
      "Locations",
      "Orders",
      "Printers",
      "People",
      "Activity",
      "Notifications",
      "Phone alerts",
      "Appearance",
      "Account",
    ];
    expect(sectionTitles()).toEqual(titles);
    expect(contentsLinks()).toEqual(titles);
    expect(screen.queryByRole("region", { name: "Restaurant profile" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Restaurant name" })).not.toBeInTheDocument();
    expect(screen.queryByText("The devices")).not.toBeInTheDocument();
    // Orders holds this device's choices only: the restaurant's handling is an owner's.
    const orders = screen.getByRole("region", { name: "Orders" });
    expect(within(orders).getByRole("heading", { name: "On this device" })).toBeVisible();
    expect(
      within(orders).queryByRole("heading", { name: "Answering platforms" }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Printers" })).getByText("The printers"),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Activity" })).getByText("The activity"),
    ).toBeVisible();
  });

  it("staff: only what belongs to them and this device, and no call for the phone alerts or locations", () => {
    renderFor("staff");
    const titles = ["Orders", "Notifications", "Appearance", "Account"];
    expect(sectionTitles()).toEqual(titles);
    expect(contentsLinks()).toEqual(titles);
    expect(screen.queryByText("The printers")).not.toBeInTheDocument();
    expect(screen.queryByText("The people")).not.toBeInTheDocument();
    expect(screen.queryByText("The devices")).not.toBeInTheDocument();
    expect(screen.queryByText("The activity")).not.toBeInTheDocument();
    expect(pushCalls()).toBe(0);
    expect(stub.calls.some((call) => call.url.pathname === "/api/locations")).toBe(false);
  });

  it("leaves out a section whose contents were not handed in, whatever the role", () => {
    renderWithApp(<SettingsPage user={buildUser({ role: "shop_owner" })} />);
    expect(sectionTitles()).toEqual(
      EVERY_SECTION.filter(
        (title) => !["Printers", "People", "Devices", "Activity"].includes(title),
      ),
    );
  });
});
