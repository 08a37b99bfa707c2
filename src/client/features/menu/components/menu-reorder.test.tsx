import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Menu } from "@/domain/api/menu";
import { orderCategories, orderItems } from "../menu-cache";
import { buildMenu, IDS, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const itemNames = (category: string) =>
  within(
    screen.getByRole("heading", { level: 2, name: category }).closest("section") as HTMLElement,
  )
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

const categoryNames = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

async function chooseFromMenu(trigger: string, entry: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: trigger }));
  await user.click(await screen.findByRole("menuitem", { name: entry }));
}

describe("reordering without dragging", () => {
  it("'Move <item> down' saves the swapped order and shows it at once", async () => {
    let menu: Menu = buildMenu();
    let answer = () => {};
    const { calls } = stubFetch({
      "GET /api/menu": () => ({ body: menu }),
      // Held until the test has looked: the new order must show before the server answers.
      [`PUT /api/menu/categories/${IDS.starters}/items/order`]: ({ body }) =>
        new Promise((resolve) => {
          answer = () => {
            menu = orderItems(menu, IDS.starters, (body as { ids: string[] }).ids);
            resolve({ body: menu });
          };
        }),
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");

    await chooseFromMenu("More actions for Buffalo Wings", "Move Buffalo Wings down");

    await waitFor(() =>
      expect(itemNames("Starters")).toEqual(["Tomato Soup", "Buffalo Wings", "Caesar Salad"]),
    );
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe(`/api/menu/categories/${IDS.starters}/items/order`);
    expect(put?.body).toEqual({ ids: [IDS.soup, IDS.wings, IDS.salad] });
    expect(screen.getByText("Buffalo Wings moved to position 2 of 3.")).toBeInTheDocument();

    await act(async () => answer());
    expect(itemNames("Starters")).toEqual(["Tomato Soup", "Buffalo Wings", "Caesar Salad"]);
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);
  });

  it("offers no 'Move up' for the first row nor 'Move down' for the last", async () => {
    const user = userEvent.setup();
    stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Caesar Salad");

    await user.click(screen.getByRole("button", { name: "More actions for Caesar Salad" }));
    expect(await screen.findByRole("menuitem", { name: "Move Caesar Salad down" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByRole("menuitem", { name: "Move Caesar Salad up" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });

  it("'Move <category> up' saves every category id in the new order", async () => {
    let menu: Menu = buildMenu();
    const { calls } = stubFetch({
      "GET /api/menu": () => ({ body: menu }),
      "PUT /api/menu/categories/order": ({ body }) => {
        menu = orderCategories(menu, (body as { ids: string[] }).ids);
        return { body: menu };
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Mains");

    await chooseFromMenu("Actions for Mains", "Move Mains up");

    expect(categoryNames()).toEqual(["Mains", "Starters", "Modifier groups"]);
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      ids: [IDS.mains, IDS.starters],
    });
  });

  it("puts the old order back and says so when the new one cannot be saved", async () => {
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      [`PUT /api/menu/categories/${IDS.mains}/items/order`]: {
        status: 500,
        body: { message: "Database unavailable" },
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Classic Burger");

    await chooseFromMenu("More actions for Classic Burger", "Move Classic Burger down");

    expect(await screen.findByText("Could not save the new order")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    expect(itemNames("Mains")).toEqual(["Classic Burger", "Grilled Salmon"]);
  });
});
