import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/client/hooks/use-toast";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildOwner } from "../test/admin-fixtures";
import { stubPhoneScreen } from "../test/phone-screen";
import { OwnersView } from "./owners-view";

vi.mock("@/client/hooks/use-toast", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/client/hooks/use-toast")>();
  return { ...original, toast: vi.fn(original.toast) };
});

const OWNERS = "GET /api/admin/restaurant-owners";
const maria = buildOwner();
const ownerList = (owners: unknown[], total = owners.length) => ({
  body: owners,
  headers: { "x-total-count": String(total) },
});

afterEach(() => {
  vi.mocked(toast).mockClear();
  vi.unstubAllGlobals();
});

describe("the Users view's list", () => {
  it("shows each owner's details, 'N/A' for a missing restaurant, and named row actions", async () => {
    stubFetch({
      [OWNERS]: ownerList([
        maria,
        buildOwner({
          id: "b1",
          name: "Test Owner 1",
          email: "test1@example.com",
          restaurantName: null,
          active: false,
          isTestData: true,
        }),
      ]),
    });
    renderWithApp(<OwnersView />);

    const table = await screen.findByRole("table");
    const [, mariaRow, testRow] = within(table).getAllByRole("row");
    expect(mariaRow).toHaveTextContent("Maria Lopez");
    expect(mariaRow).toHaveTextContent("Casa Maria");
    expect(mariaRow).toHaveTextContent("Active");
    expect(within(testRow as HTMLElement).getByText("N/A")).toBeInTheDocument();
    expect(within(testRow as HTMLElement).getByText("Inactive")).toBeInTheDocument();
    expect(within(testRow as HTMLElement).getByText("Test data")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Maria Lopez" })).toHaveTextContent("Edit");
    expect(screen.getByRole("button", { name: "Deactivate Maria Lopez" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Activate Test Owner 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Test Owner 1" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Restaurant owners" })).toHaveAttribute(
      "tabindex",
      "0",
    );
  });

  it("on a phone shows a card per owner with Email, Restaurant, Status and the actions", async () => {
    stubPhoneScreen();
    stubFetch({
      [OWNERS]: ownerList([
        maria,
        buildOwner({ id: "b1", name: "Test Owner 1", restaurantName: null, active: false }),
      ]),
    });
    renderWithApp(<OwnersView />);

    const list = await screen.findByRole("list", { name: "Restaurant owners" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [mariaCard, testCard] = within(list).getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(mariaCard).getByRole("heading", { name: "Maria Lopez" })).toBeInTheDocument();
    const details = (card: HTMLElement) =>
      within(card)
        .getAllByRole("term")
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(details(mariaCard)).toEqual([
      "Email: maria@example.com",
      "Restaurant: Casa Maria",
      "Status: Active",
    ]);
    expect(details(testCard)).toEqual([
      "Email: maria@example.com",
      "Restaurant: N/A",
      "Status: Inactive",
    ]);
    expect(
      within(mariaCard).getByRole("button", { name: "Deactivate Maria Lopez" }),
    ).toBeInTheDocument();
    expect(
      within(testCard).getByRole("button", { name: "Activate Test Owner 1" }),
    ).toBeInTheDocument();
    expect(
      within(testCard).getByRole("button", { name: "Delete Test Owner 1" }),
    ).toBeInTheDocument();
  });

  it("marks a disabled account, over the owner's own status, and counts several locations", async () => {
    stubFetch({
      [OWNERS]: ownerList([
        buildOwner({ accountDisabled: true, locations: 3 }),
        buildOwner({ id: "b1", name: "Ana Ruiz", accountDisabled: true, active: false }),
        buildOwner({ id: "c1", name: "Ben Ode", restaurantName: "Ode Deli", locations: 1 }),
      ]),
    });
    renderWithApp(<OwnersView />);

    const table = await screen.findByRole("table");
    const [, mariaRow, anaRow, benRow] = within(table).getAllByRole("row") as HTMLElement[];
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    // Restaurant, then Status: a disabled account never reads Active.
    expect(cells(mariaRow).slice(2, 4)).toEqual(["Casa Maria3 locations", "Disabled"]);
    expect(cells(anaRow).slice(2, 4)).toEqual(["Casa Maria", "DisabledInactive"]);
    expect(cells(benRow).slice(2, 4)).toEqual(["Ode Deli", "Active"]);
    expect(within(mariaRow as HTMLElement).getByText("3 locations")).toBeVisible();
  });

  it("on a phone, the card says Disabled and the number of locations too", async () => {
    stubPhoneScreen();
    stubFetch({ [OWNERS]: ownerList([buildOwner({ accountDisabled: true, locations: 2 })]) });
    renderWithApp(<OwnersView />);

    const list = await screen.findByRole("list", { name: "Restaurant owners" });
    const [card] = within(list).getAllByRole("listitem") as HTMLElement[];
    const details = within(card as HTMLElement)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(details).toEqual([
      "Email: maria@example.com",
      "Restaurant: Casa Maria2 locations",
      "Status: Disabled",
    ]);
    expect(
      within(card as HTMLElement).getByRole("button", { name: "View account of Maria Lopez" }),
    ).toBeInTheDocument();
  });

  it("says 'No restaurant owners found' when there are none", async () => {
    stubFetch({ [OWNERS]: ownerList([]) });
    renderWithApp(<OwnersView />);
    expect(await screen.findByText("No restaurant owners found")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("raises the 'Error' toast once per failed load, and 'Try again' loads again", async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubFetch({ [OWNERS]: () => (isDown ? { status: 500 } : ownerList([maria])) });
    renderWithApp(<OwnersView />);

    expect(await screen.findByText("Failed to load restaurant owners")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      variant: "destructive",
      title: "Error",
      description: "Failed to load restaurant owners",
    });
    expect(screen.queryByText("No restaurant owners found")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));

    isDown = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Edit Maria Lopez" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it("does not announce an earlier visit's failure again when the view opens anew", async () => {
    let isDown = false;
    const { calls } = stubFetch({
      [OWNERS]: () => (isDown ? { status: 500 } : ownerList([maria])),
    });
    const { unmount, queryClient } = renderWithApp(<OwnersView />);
    await screen.findByRole("table");

    // A reload fails while the list from before stays on screen under the message.
    isDown = true;
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("table")).toBeInTheDocument();
    unmount();

    renderWithApp(<OwnersView />, queryClient);
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled());
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it("searches once typing pauses, from page 1", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ [OWNERS]: ownerList([maria]) });
    renderWithApp(<OwnersView />);
    await screen.findByRole("table");

    await user.type(screen.getByRole("searchbox", { name: "Search owners" }), "casa");
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get("search")).toBe("casa"));
    const searches = calls.map((call) => call.url.searchParams.get("search"));
    expect(searches).toEqual([null, "casa"]);
    expect(calls.at(-1)?.url.searchParams.get("page")).toBe("1");
  });

  it("pages through more owners than one page holds", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ [OWNERS]: ownerList([maria], 123) });
    renderWithApp(<OwnersView />);

    expect(await screen.findByText("Showing 1–50 of 123 owners")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 51–100 of 123 owners")).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get("page")).toBe("2");

    await user.type(screen.getByRole("searchbox", { name: "Search owners" }), "maria");
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get("search")).toBe("maria"));
    expect(calls.at(-1)?.url.searchParams.get("page")).toBe("1");
    expect(await screen.findByText("Showing 1–50 of 123 owners")).toBeInTheDocument();
  });
});
