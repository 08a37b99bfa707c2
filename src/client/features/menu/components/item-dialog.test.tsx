import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildItem, buildMenu, IDS, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openAddItemFor(category: string) {
  const user = userEvent.setup();
  await screen.findByText(category);
  await user.click(screen.getByRole("button", { name: `Add Item to ${category}` }));
  return { user, dialog: screen.getByRole("dialog", { name: "Add Item" }) };
}

describe("the item dialog", () => {
  it("shows the shared schema's messages for an empty name and a negative price", async () => {
    const { calls } = stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const { user, dialog } = await openAddItemFor("Mains");

    // 'Add Item' of a section starts in that section's category.
    expect(within(dialog).getByRole("combobox", { name: "Category" })).toHaveValue(IDS.mains);
    await user.type(within(dialog).getByRole("spinbutton", { name: "Price" }), "-2");
    await user.click(within(dialog).getByRole("button", { name: "Save item" }));

    expect(await within(dialog).findByText("Item name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Amount cannot be negative")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("sends the item in dollars with its tags and groups, then says it is saved", async () => {
    const { calls } = stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "POST /api/menu/items": {
        status: 201,
        body: buildItem({ id: IDS.salad, categoryId: IDS.mains, name: "Veggie Burger" }),
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const { user, dialog } = await openAddItemFor("Mains");

    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Veggie Burger");
    await user.type(within(dialog).getByRole("spinbutton", { name: "Price" }), "13.5");
    await user.click(within(dialog).getByRole("checkbox", { name: "Vegan" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Size" }));
    await user.click(within(dialog).getByRole("button", { name: "Save item" }));

    expect(await screen.findByText("Item saved")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Add Item" })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      categoryId: IDS.mains,
      name: "Veggie Burger",
      description: "",
      price: 13.5,
      photoUrl: null,
      dietaryTags: ["vegan"],
      modifierGroupIds: [IDS.size],
      // Left empty: the restaurant's default from Settings.
      prepMinutes: null,
    });
  });

  it("saves preparation minutes as a whole number, and empty as the default (null)", async () => {
    const { calls } = stubFetch({
      "GET /api/menu": { body: buildMenu() },
      [`PATCH /api/menu/items/${IDS.wings}`]: { body: buildItem({ prepMinutes: 12 }) },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const user = userEvent.setup();
    await screen.findByText("Buffalo Wings");
    await user.click(screen.getByRole("button", { name: "More actions for Buffalo Wings" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));

    const dialog = screen.getByRole("dialog", { name: "Edit Item" });
    const minutes = within(dialog).getByRole("spinbutton", { name: "Preparation minutes" });
    expect(minutes).toHaveValue(null);
    expect(minutes).toHaveAccessibleDescription(
      "Minutes of kitchen work for one; leave empty to use the default from Settings",
    );
    await user.type(minutes, "0");
    await user.click(within(dialog).getByRole("button", { name: "Save item" }));
    expect(
      await within(dialog).findByText("Preparation minutes must be a whole number from 1 to 120"),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    await user.clear(minutes);
    await user.type(minutes, "12");
    await user.click(within(dialog).getByRole("button", { name: "Save item" }));
    expect(await screen.findByText("Item saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ prepMinutes: 12 });
  });

  it("puts the server's 400 issues on their fields", async () => {
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "POST /api/menu/items": {
        status: 400,
        body: {
          message: "Check the item",
          issues: [{ path: "name", message: "Another item in Mains is already named that" }],
        },
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const { user, dialog } = await openAddItemFor("Mains");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Classic Burger");
    await user.type(within(dialog).getByRole("spinbutton", { name: "Price" }), "15");
    await user.click(within(dialog).getByRole("button", { name: "Save item" }));

    expect(
      await within(dialog).findByText("Another item in Mains is already named that"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveFocus();
  });

  it("edits an item with its values filled in, sending no category when it stays put", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /api/menu": { body: buildMenu() },
      [`PATCH /api/menu/items/${IDS.wings}`]: { body: buildItem({ price: 13 }) },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");
    await user.click(screen.getByRole("button", { name: "More actions for Buffalo Wings" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));

    const dialog = screen.getByRole("dialog", { name: "Edit Item" });
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Buffalo Wings");
    const price = within(dialog).getByRole("spinbutton", { name: "Price" });
    expect(price).toHaveValue(12.5);
    await user.clear(price);
    await user.type(price, "13");
    await user.click(within(dialog).getByRole("button", { name: "Save item" }));

    expect(await screen.findByText("Item saved")).toBeInTheDocument();
    const patch = calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(patch).toMatchObject({ name: "Buffalo Wings", price: 13, modifierGroupIds: [IDS.size] });
    expect(patch).not.toHaveProperty("categoryId");
  });
});
