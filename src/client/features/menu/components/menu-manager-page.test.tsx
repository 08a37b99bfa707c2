import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildMenu, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const sectionOf = (name: string) =>
  screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;

describe("the Menu Manager page", () => {
  it("lists categories and their items in order, with prices, tags, groups and counts", async () => {
    stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    expect(screen.getByRole("heading", { level: 1, name: "Menu Manager" })).toBeInTheDocument();
    expect(await screen.findByText("2 categories · 5 items · 2 unavailable")).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Starters", "Mains", "Modifier groups"]);

    const starters = sectionOf("Starters");
    expect(within(starters).getByText("3 items")).toBeInTheDocument();
    const names = within(starters)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(["Buffalo Wings", "Tomato Soup", "Caesar Salad"]);
    expect(within(starters).getByText("$12.50")).toBeInTheDocument();
    expect(within(starters).getByText("Gluten-free")).toBeInTheDocument();
    expect(within(starters).getByText("Size")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reorder Starters" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reorder Buffalo Wings" })).toBeInTheDocument();
  });

  it("marks unavailable items with their 86 badge, and available ones with nothing", async () => {
    stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    const soup = (await screen.findByRole("heading", { name: "Tomato Soup" })).closest("li");
    const badge = within(soup as HTMLElement).getByText("86'd · back at midnight");
    // Midnight in New York on the 7th, said in the restaurant's clock.
    expect(badge).toHaveAttribute("title", "Unavailable until Wed, Jan 7, 12:00 AM");
    expect(soup).toHaveAttribute("data-unavailable", "true");

    const salmon = screen.getByRole("heading", { name: "Grilled Salmon" }).closest("li");
    expect(within(salmon as HTMLElement).getByText("86'd · until turned back on")).toBeVisible();

    const wings = screen.getByRole("heading", { name: "Buffalo Wings" }).closest("li");
    expect(wings).not.toHaveAttribute("data-unavailable");
    expect(within(wings as HTMLElement).queryByText(/86'd/)).not.toBeInTheDocument();
  });

  it("shows the modifier groups with their rule, options and use", async () => {
    stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    await screen.findByRole("heading", { name: "Modifier groups" });
    const groups = sectionOf("Modifier groups");
    expect(within(groups).getByText("Required, choose 1")).toBeInTheDocument();
    expect(within(groups).getByText("+$2.00")).toBeInTheDocument();
    expect(within(groups).getByText("Used by 1 item")).toBeInTheDocument();
    expect(within(groups).getByRole("button", { name: "Add modifier group" })).toBeInTheDocument();
  });

  it("searches names, descriptions and dietary tags, grouped by category", async () => {
    const user = userEvent.setup();
    stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Starters");
    const search = screen.getByRole("searchbox", { name: "Search menu" });

    await user.type(search, "GLUTEN");
    expect(screen.getByText("1 item found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Tomato Soup" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Buffalo Wings" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Mains" })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "butter");
    expect(screen.getByRole("heading", { level: 2, name: "Mains" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Grilled Salmon" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2, name: "Starters" })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "pizza");
    expect(screen.getByText('No items match "pizza"')).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(screen.getByRole("heading", { name: "Buffalo Wings" })).toBeInTheDocument();
  });

  it("greets an empty menu with Add Category and Import menu", async () => {
    const user = userEvent.setup();
    stubFetch({ "GET /api/menu": { body: buildMenu({ categories: [], modifierGroups: [] }) } });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    expect(await screen.findByRole("heading", { name: "Your menu is empty" })).toBeInTheDocument();
    expect(screen.getByText("0 categories · 0 items · 0 unavailable")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import menu" })).toBeInTheDocument();

    // 'Add Item' before any category explains what comes first.
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    const dialog = screen.getByRole("dialog", { name: "Add Item" });
    expect(within(dialog).getByText("Add a category first")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add Category" }));
    expect(screen.getByRole("dialog", { name: "Add Category" })).toBeInTheDocument();
  });
});
