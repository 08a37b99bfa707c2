import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCurrentUser } from "@/client/test/current-user";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Menu } from "@/domain/api/menu";
import { putItem } from "../menu-cache";
import {
  buildItem,
  buildMenu,
  buildPublishChannel,
  buildPublishStatus,
  IDS,
  OWNER,
} from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const STAFF = buildCurrentUser({ role: "staff" });
const NEVER_PUBLISHED = "Your menu has not been published to DoorDash yet.";

/** The menu, and a marketplace that never had it: an owner is told to publish. */
function showMenu(user = STAFF, menu: Menu = buildMenu()) {
  let current = menu;
  const stub = stubFetch({
    "GET /api/menu": () => ({ body: current }),
    "GET /api/menu/publish": {
      body: buildPublishStatus({
        channels: [buildPublishChannel({ channel: "doordash" })],
        lastPublishedAt: null,
      }),
    },
    [`PUT /api/menu/items/${IDS.wings}/availability`]: () => {
      const item = buildItem({
        modifierGroupIds: [IDS.size],
        availability: "until_turned_on",
        isAvailable: false,
      });
      current = putItem(current, item);
      return { body: item };
    },
  });
  const view = renderWithApp(<MenuManagerPage user={user} />);
  return { stub, view };
}

/** Every control that changes the menu, by its accessible name. */
const EDITING_BUTTONS = [
  "Add Category",
  "Add Item",
  "Import & export",
  "Publish menu",
  "Add Item to Starters",
  "Add Item to Mains",
  "Actions for Starters",
  "Actions for Mains",
  "More actions for Buffalo Wings",
  "More actions for Grilled Salmon",
  "More actions for Size",
  "Reorder Starters",
  "Reorder Buffalo Wings",
  "Add modifier group",
];

const rowOf = (name: string) => screen.getByRole("heading", { name }).closest("li") as HTMLElement;

describe("the Menu Manager for staff", () => {
  it("shows the menu without a control that changes it, nor the publish banner", async () => {
    const { stub, view } = showMenu();
    expect(await screen.findByText("2 categories · 5 items · 2 unavailable")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Starters" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Buffalo Wings" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Modifier groups" })).toBeVisible();

    for (const name of EDITING_BUTTONS) {
      expect(screen.queryByRole("button", { name }), name).not.toBeInTheDocument();
    }
    expect(screen.queryByRole("button", { name: /^Reorder / })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^More actions for / })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: /^Station for / })).not.toBeInTheDocument();

    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(NEVER_PUBLISHED)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Review and publish" })).not.toBeInTheDocument();
    // The publish status is the editors' business: staff's screen does not ask for it.
    expect(stub.calls.some((call) => call.url.pathname === "/api/menu/publish")).toBe(false);
  });

  it("still 86es an item and offers each item's and option's availability", async () => {
    const user = userEvent.setup();
    const { stub } = showMenu();
    await screen.findByText("Buffalo Wings");
    for (const name of ["Buffalo Wings", "Tomato Soup", "Caesar Salad", "Classic Burger"]) {
      expect(screen.getByRole("button", { name: `Availability of ${name}` })).toBeVisible();
    }
    expect(screen.getByRole("button", { name: "Availability of Large in Size" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Availability of Buffalo Wings" }));
    await user.click(
      await screen.findByRole("menuitemradio", { name: "Unavailable until turned back on" }),
    );
    expect(
      await screen.findByText("'Buffalo Wings' is unavailable until turned back on"),
    ).toBeVisible();
    expect(
      stub.calls
        .filter((call) => call.method === "PUT")
        .map((call) => [call.url.pathname, call.body]),
    ).toEqual([[`/api/menu/items/${IDS.wings}/availability`, { availability: "until_turned_on" }]]);
    expect(
      await within(rowOf("Buffalo Wings")).findByText("86'd · until turned back on"),
    ).toBeVisible();
  });

  it("searches without offering to change what it finds", async () => {
    const user = userEvent.setup();
    showMenu();
    await screen.findByText("Buffalo Wings");
    await user.type(screen.getByRole("searchbox", { name: "Search menu" }), "soup");
    expect(screen.getByText("1 item found")).toBeVisible();
    expect(screen.getByRole("button", { name: "Availability of Tomato Soup" })).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "More actions for Tomato Soup" }),
    ).not.toBeInTheDocument();
  });

  it("greets an empty menu without Add Category or Import menu", async () => {
    showMenu(STAFF, buildMenu({ categories: [], modifierGroups: [] }));
    expect(await screen.findByRole("heading", { name: "Your menu is empty" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add Category" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import menu" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add modifier group" })).not.toBeInTheDocument();
  });
});

describe("the Menu Manager for an owner", () => {
  it("has every control that changes the menu, and the publish banner", async () => {
    showMenu(OWNER);
    await screen.findByText("Buffalo Wings");
    for (const name of EDITING_BUTTONS) {
      expect(screen.getByRole("button", { name }), name).toBeInTheDocument();
    }
    expect(screen.getByRole("combobox", { name: "Station for Starters" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Availability of Buffalo Wings" })).toBeVisible();
    expect(await screen.findByText(NEVER_PUBLISHED)).toBeVisible();
    expect(screen.getByRole("button", { name: "Review and publish" })).toBeVisible();
  });

  it("a manager edits the menu too", async () => {
    showMenu(buildCurrentUser({ role: "manager" }));
    await screen.findByText("Buffalo Wings");
    expect(screen.getByRole("button", { name: "Add Item" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "More actions for Buffalo Wings" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Reorder Buffalo Wings" })).toBeInTheDocument();
    expect(await screen.findByText(NEVER_PUBLISHED)).toBeVisible();
  });
});
