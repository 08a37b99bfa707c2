import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Menu } from "@/domain/api/menu";
import { putItem, removeCategory } from "../menu-cache";
import { buildItem, buildMenu, IDS, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("one-tap menu changes", () => {
  it("86s an item until end of day from its Availability menu", async () => {
    const user = userEvent.setup();
    let menu: Menu = buildMenu();
    const { calls } = stubFetch({
      "GET /api/menu": () => ({ body: menu }),
      [`PUT /api/menu/items/${IDS.wings}/availability`]: () => {
        const item = buildItem({
          modifierGroupIds: [IDS.size],
          availability: "until_end_of_day",
          unavailableUntil: "2026-01-07T05:00:00.000Z",
          isAvailable: false,
        });
        menu = putItem(menu, item);
        return { body: item };
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");

    await user.click(screen.getByRole("button", { name: "Availability of Buffalo Wings" }));
    expect(await screen.findByRole("menuitemradio", { name: "Available" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await user.click(screen.getByRole("menuitemradio", { name: "Unavailable until end of day" }));

    expect(
      await screen.findByText("'Buffalo Wings' is unavailable until end of day"),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      availability: "until_end_of_day",
    });
    const row = screen.getByRole("heading", { name: "Buffalo Wings" }).closest("li");
    expect(await within(row as HTMLElement).findByText("86'd · back at midnight")).toBeVisible();
    expect(await screen.findByText("2 categories · 5 items · 3 unavailable")).toBeInTheDocument();
  });

  it("deletes a category only after saying how many items go with it", async () => {
    const user = userEvent.setup();
    let menu: Menu = buildMenu();
    const { calls } = stubFetch({
      "GET /api/menu": () => ({ body: menu }),
      [`DELETE /api/menu/categories/${IDS.starters}`]: () => {
        menu = removeCategory(menu, IDS.starters);
        return { body: { deletedItems: 3 } };
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Starters");

    await user.click(screen.getByRole("button", { name: "Actions for Starters" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete Starters?" });
    expect(confirm).toHaveTextContent("Its 3 items will be deleted with it.");
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Delete category" }));

    expect(await screen.findByText("Category deleted")).toBeInTheDocument();
    expect(screen.getByText("Removed Starters and 3 items")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { level: 2, name: "Starters" })).not.toBeInTheDocument(),
    );
  });

  it("says why a change failed, in the server's words", async () => {
    const user = userEvent.setup();
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      [`POST /api/menu/items/${IDS.wings}/duplicate`]: {
        status: 404,
        body: { message: "That item is no longer on the menu" },
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");

    await user.click(screen.getByRole("button", { name: "More actions for Buffalo Wings" }));
    await user.click(await screen.findByRole("menuitem", { name: "Duplicate" }));

    expect(await screen.findByText("Could not duplicate the item")).toBeInTheDocument();
    expect(screen.getByText("That item is no longer on the menu")).toBeInTheDocument();
  });
});
