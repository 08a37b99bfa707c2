import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Menu } from "@/domain/api/menu";
import { orderItems } from "../menu-cache";
import { buildMenu, IDS, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

/**
 * jsdom lays nothing out, and dragging needs positions: each list row gets a 300 × 80 box,
 * one under the other, so the keyboard sensor has somewhere to move to.
 */
function layOutRows() {
  return vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (
    this: Element,
  ) {
    const index =
      this.tagName === "LI" ? Array.from(this.parentElement?.children ?? []).indexOf(this) : 0;
    const top = index * 100;
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height: this.tagName === "LI" ? 80 : 0 });
  });
}

beforeEach(() => {
  layOutRows();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("reordering from the keyboard", () => {
  it("Space picks an item up, an arrow moves it, Space drops it, and the order is saved", async () => {
    let menu: Menu = buildMenu();
    const { calls } = stubFetch({
      "GET /api/menu": () => ({ body: menu }),
      [`PUT /api/menu/categories/${IDS.starters}/items/order`]: ({ body }) => {
        menu = orderItems(menu, IDS.starters, (body as { ids: string[] }).ids);
        return { body: menu };
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const handle = await screen.findByRole("button", { name: "Reorder Buffalo Wings" });
    handle.focus();

    fireEvent.keyDown(handle, { code: "Space", key: " " });
    // The live region holds the latest news: picked up, then where it is now.
    await waitFor(() =>
      expect(document.body).toHaveTextContent("Buffalo Wings is at position 1 of 3."),
    );
    fireEvent.keyDown(handle, { code: "ArrowDown", key: "ArrowDown" });
    await waitFor(() =>
      expect(document.body).toHaveTextContent("Buffalo Wings is at position 2 of 3."),
    );
    fireEvent.keyDown(handle, { code: "Space", key: " " });

    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
        ids: [IDS.soup, IDS.wings, IDS.salad],
      }),
    );
    const starters = screen.getByRole("heading", { level: 2, name: "Starters" }).closest("section");
    const names = within(starters as HTMLElement)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(["Tomato Soup", "Buffalo Wings", "Caesar Salad"]);
  });

  it("Escape puts it back and saves nothing", async () => {
    const { calls } = stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const handle = await screen.findByRole("button", { name: "Reorder Buffalo Wings" });
    handle.focus();

    fireEvent.keyDown(handle, { code: "Space", key: " " });
    await waitFor(() =>
      expect(document.body).toHaveTextContent("Buffalo Wings is at position 1 of 3."),
    );
    fireEvent.keyDown(handle, { code: "ArrowDown", key: "ArrowDown" });
    await waitFor(() =>
      expect(document.body).toHaveTextContent("Buffalo Wings is at position 2 of 3."),
    );
    fireEvent.keyDown(handle, { code: "Escape", key: "Escape" });

    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        "Reordering cancelled. Buffalo Wings is back where it was.",
      ),
    );
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
    const starters = screen.getByRole("heading", { level: 2, name: "Starters" }).closest("section");
    expect(
      within(starters as HTMLElement)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Buffalo Wings", "Tomato Soup", "Caesar Salad"]);
  });
});
