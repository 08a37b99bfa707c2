import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCurrentUser, TEST_LOCATION, TEST_SECOND_LOCATION } from "@/client/test/current-user";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { LOCATION_MESSAGES, type LocationSummary } from "@/domain/api/locations";
import type { Menu } from "@/domain/api/menu";
import type { UserRole } from "@/domain/permissions";
import { buildItem, buildMenu } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const UPTOWN: LocationSummary = {
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f52",
  name: "Luigi's Uptown",
  kitchenId: null,
  timezone: "America/Chicago",
  currency: "USD",
};
const THREE_LOCATIONS = [TEST_LOCATION, TEST_SECOND_LOCATION, UPTOWN];
/** Brands cooked in the Trattoria's kitchen (where the browser works) and the Harbour's. */
const WINGS: LocationSummary = {
  ...UPTOWN,
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f53",
  name: "Midnight Wings",
  kitchenId: TEST_LOCATION.id,
};
const NIGHT_OWL: LocationSummary = {
  ...UPTOWN,
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f54",
  name: "Night Owl Pizza",
  kitchenId: TEST_SECOND_LOCATION.id,
};

/** GET /api/menu answers the menu as it stands; `routes` answer the copy. */
function showMenu({
  role = "shop_owner",
  locations = THREE_LOCATIONS,
  menu = buildMenu(),
  routes = {},
}: {
  role?: UserRole;
  locations?: LocationSummary[];
  menu?: Menu;
  routes?: Record<string, StubReply | StubRoute>;
} = {}) {
  const state = { menu };
  const stub = stubFetch({ "GET /api/menu": () => ({ body: state.menu }), ...routes });
  renderWithApp(<MenuManagerPage user={buildCurrentUser({ role, locations })} />);
  const copies = () =>
    stub.calls
      .filter((call) => call.method === "POST" && call.url.pathname === "/api/menu/copy")
      .map((call) => call.body);
  const menuReads = () => stub.calls.filter((call) => call.url.pathname === "/api/menu").length;
  return { state, copies, menuReads };
}

async function openCopyDialog() {
  const user = userEvent.setup();
  await screen.findByText("Starters");
  await user.click(screen.getByRole("button", { name: "Import & export" }));
  await user.click(await screen.findByRole("menuitem", { name: "Copy from another location" }));
  const dialog = await screen.findByRole("dialog", {
    name: "Copy the menu from another location",
  });
  return { user, dialog };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("'Copy from another location'", () => {
  it("offers the other locations, copies the chosen one's menu, reloads and says what came in", async () => {
    const { state, copies, menuReads } = showMenu({
      routes: {
        "POST /api/menu/copy": () => {
          const menu = buildMenu();
          const [starters, ...rest] = menu.categories;
          if (!starters) throw new Error("the fixture menu has Starters");
          const calzone = buildItem({
            id: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c09",
            name: "Calzone",
          });
          state.menu = {
            ...menu,
            categories: [{ ...starters, items: [...starters.items, calzone] }, ...rest],
          };
          return { body: { categories: 0, items: 1, modifierGroups: 0 } };
        },
      },
    });
    const { user, dialog } = await openCopyDialog();
    expect(dialog).toHaveAccessibleDescription(
      "Adds that location's categories, items and modifier groups to this menu. What this menu already has, by name, stays as it is, so copying again adds nothing twice.",
    );
    const from = within(dialog).getByRole("combobox", { name: "Copy from" });
    expect(optionsOf(from)).toEqual(["Luigi's Harbour", "Luigi's Uptown"]);
    expect(copies()).toEqual([]);

    await user.selectOptions(from, "Luigi's Uptown");
    await user.click(within(dialog).getByRole("button", { name: "Copy menu" }));

    expect(
      await screen.findByText(
        LOCATION_MESSAGES.copied({ categories: 0, items: 1, modifierGroups: 0 }),
      ),
    ).toBeVisible();
    expect(copies()).toEqual([{ fromLocationId: UPTOWN.id }]);
    expect(await screen.findByText("Calzone")).toBeVisible();
    expect(menuReads()).toBe(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the copy is refused", async () => {
    const { copies } = showMenu({
      routes: {
        "POST /api/menu/copy": { status: 403, body: { message: LOCATION_MESSAGES.notYours } },
      },
    });
    const { user, dialog } = await openCopyDialog();
    await user.click(within(dialog).getByRole("button", { name: "Copy menu" }));

    const from = within(dialog).getByRole("combobox", { name: "Copy from" });
    await waitFor(() => expect(from).toHaveAccessibleDescription(LOCATION_MESSAGES.notYours));
    expect(copies()).toEqual([{ fromLocationId: TEST_SECOND_LOCATION.id }]);
    expect(
      screen.getByRole("dialog", { name: "Copy the menu from another location" }),
    ).toBeVisible();
  });

  it("offers brands too, each named with the location whose kitchen cooks it", async () => {
    const { copies } = showMenu({
      locations: [TEST_LOCATION, TEST_SECOND_LOCATION, WINGS, UPTOWN, NIGHT_OWL],
      routes: { "POST /api/menu/copy": { body: { categories: 0, items: 0, modifierGroups: 0 } } },
    });
    const { user, dialog } = await openCopyDialog();
    const from = within(dialog).getByRole("combobox", { name: "Copy from" });
    // Each location's brands after it; this location's own brand, with no row here, at the end.
    expect(optionsOf(from)).toEqual([
      "Luigi's Harbour",
      "Night Owl Pizza (brand of Luigi's Harbour)",
      "Luigi's Uptown",
      "Midnight Wings (brand of Luigi's Trattoria)",
    ]);
    await user.selectOptions(from, "Midnight Wings (brand of Luigi's Trattoria)");
    await user.click(within(dialog).getByRole("button", { name: "Copy menu" }));

    await waitFor(() => expect(copies()).toEqual([{ fromLocationId: WINGS.id }]));
  });

  it("is offered beside Import menu on an empty menu, the way a new location starts", async () => {
    const user = userEvent.setup();
    showMenu({ menu: buildMenu({ categories: [], modifierGroups: [] }) });
    await screen.findByRole("heading", { name: "Your menu is empty" });
    await user.click(screen.getByRole("button", { name: "Copy from another location" }));
    expect(
      await screen.findByRole("dialog", { name: "Copy the menu from another location" }),
    ).toBeVisible();
  });

  it("is not offered when the account has one location", async () => {
    const user = userEvent.setup();
    showMenu({ locations: [TEST_LOCATION] });
    await screen.findByText("Starters");
    await user.click(screen.getByRole("button", { name: "Import & export" }));
    expect(await screen.findByRole("menuitem", { name: "Import menu" })).toBeVisible();
    expect(
      screen.queryByRole("menuitem", { name: "Copy from another location" }),
    ).not.toBeInTheDocument();
  });

  it("is not offered to staff, who cannot change the menu", async () => {
    showMenu({ role: "staff", menu: buildMenu({ categories: [], modifierGroups: [] }) });
    await screen.findByRole("heading", { name: "Your menu is empty" });
    expect(screen.queryByRole("button", { name: "Import & export" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Copy from another location" }),
    ).not.toBeInTheDocument();
  });
});
