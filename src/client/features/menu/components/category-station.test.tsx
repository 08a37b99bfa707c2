import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Menu } from "@/domain/api/menu";
import { buildMenu, IDS, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Starters at the kitchen, Mains at the restaurant's own pizza oven. */
function routedMenu(): Menu {
  const menu = buildMenu();
  return {
    ...menu,
    categories: menu.categories.map((category) =>
      category.id === IDS.mains ? { ...category, station: "pizza oven" } : category,
    ),
  };
}

describe("a category's station in the Menu Manager", () => {
  it("offers the built-in stations and the menu's own, and sends the category to the one chosen", async () => {
    const user = userEvent.setup();
    let menu = routedMenu();
    const { calls } = stubFetch({
      "GET /api/menu": () => ({ body: menu }),
      [`PUT /api/menu/categories/${IDS.starters}/station`]: ({ body }) => {
        const { station } = body as { station: string };
        menu = {
          ...menu,
          categories: menu.categories.map((category) =>
            category.id === IDS.starters ? { ...category, station } : category,
          ),
        };
        return { body: menu.categories[0] };
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    const starters = await screen.findByRole("combobox", { name: "Station for Starters" });
    expect(starters).toHaveDisplayValue("Kitchen");
    expect(screen.getByRole("combobox", { name: "Station for Mains" })).toHaveDisplayValue(
      "pizza oven",
    );
    expect(
      Array.from((starters as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(["Kitchen", "Bar", "Expo", "pizza oven"]);

    await user.selectOptions(starters, "Bar");
    expect(await screen.findByText("Starters prints at Bar")).toBeVisible();
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { station: "bar" },
    ]);
    // The menu is asked for again, and keeps the new station.
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === "/api/menu")).toHaveLength(2),
    );
    expect(screen.getByRole("combobox", { name: "Station for Starters" })).toHaveDisplayValue(
      "Bar",
    );
  });

  it("puts the station back and says why when the server refuses", async () => {
    const user = userEvent.setup();
    stubFetch({
      "GET /api/menu": { body: routedMenu() },
      [`PUT /api/menu/categories/${IDS.starters}/station`]: {
        status: 404,
        body: { message: "Category not found" },
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Station for Starters" }),
      "Expo",
    );
    expect(await screen.findByText("Could not change the station")).toBeVisible();
    expect(screen.getByText("Category not found")).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Station for Starters" })).toHaveDisplayValue(
        "Kitchen",
      ),
    );
  });
});
