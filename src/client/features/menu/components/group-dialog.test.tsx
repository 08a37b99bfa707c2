import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildGroup, buildMenu, IDS, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the modifier group dialog", () => {
  it("starts required with one choice; optional fixes the minimum to 0", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "POST /api/menu/modifier-groups": { status: 201, body: buildGroup({ name: "Extras" }) },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await user.click(await screen.findByRole("button", { name: "Add modifier group" }));
    const dialog = screen.getByRole("dialog", { name: "Add modifier group" });
    const required = within(dialog).getByRole("checkbox", { name: "Customers must choose" });
    expect(required).toBeChecked();
    expect(within(dialog).getByRole("spinbutton", { name: "Min selections" })).toHaveValue(1);
    expect(within(dialog).getByRole("spinbutton", { name: "Max selections" })).toHaveValue(1);

    await user.click(required);
    expect(within(dialog).getByRole("spinbutton", { name: "Min selections" })).toBeDisabled();
    expect(within(dialog).getByRole("spinbutton", { name: "Min selections" })).toHaveValue(0);

    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Extras");
    await user.type(within(dialog).getByRole("textbox", { name: "Option 1 name" }), "Bacon");
    await user.type(within(dialog).getByRole("spinbutton", { name: "Option 1 price" }), "1.5");
    await user.click(within(dialog).getByRole("button", { name: "Add option" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Option 2 name" }), "Avocado");
    await user.click(within(dialog).getByRole("button", { name: "Save group" }));

    expect(await screen.findByText("Group saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Extras",
      isRequired: false,
      minSelections: 0,
      maxSelections: 1,
      // An empty price is free.
      options: [
        { name: "Bacon", price: 1.5 },
        { name: "Avocado", price: 0 },
      ],
    });
  });

  it("checks with the shared schema: names, and a maximum above the options", async () => {
    const user = userEvent.setup();
    stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await user.click(await screen.findByRole("button", { name: "Add modifier group" }));
    const dialog = screen.getByRole("dialog", { name: "Add modifier group" });

    const max = within(dialog).getByRole("spinbutton", { name: "Max selections" });
    await user.clear(max);
    await user.type(max, "3");
    await user.click(within(dialog).getByRole("button", { name: "Save group" }));

    expect(await within(dialog).findByText("Group name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Option name is required")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Remove option 1" })).toBeDisabled();

    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Sauce");
    await user.type(within(dialog).getByRole("textbox", { name: "Option 1 name" }), "Ranch");
    await user.click(within(dialog).getByRole("button", { name: "Save group" }));
    expect(
      await within(dialog).findByText("Maximum cannot exceed the number of options"),
    ).toBeInTheDocument();
  });

  it("edits a group keeping its options' ids, and removes an option by its number", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /api/menu": { body: buildMenu() },
      [`PUT /api/menu/modifier-groups/${IDS.size}`]: { body: buildGroup() },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await user.click(await screen.findByRole("button", { name: "More actions for Size" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = screen.getByRole("dialog", { name: "Edit modifier group" });

    await user.click(within(dialog).getByRole("button", { name: "Add option" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Option 3 name" }), "Medium");
    await user.click(within(dialog).getByRole("button", { name: "Remove option 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Save group" }));

    expect(await screen.findByText("Group saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      name: "Size",
      isRequired: true,
      minSelections: 1,
      maxSelections: 1,
      options: [
        { id: IDS.large, name: "Large", price: 2 },
        { name: "Medium", price: 0 },
      ],
    });
  });
});
