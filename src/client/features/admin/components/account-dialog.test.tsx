import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { AdminAccount } from "@/domain/api/admin";
import { formatDateTime } from "../format";
import { buildAccount, buildOwner } from "../test/admin-fixtures";
import { OwnersView } from "./owners-view";

const maria = buildOwner({ locations: 2 });
const ACCOUNT_PATH = `/api/admin/accounts/${maria.accountId}`;
const DISABLED_AT = "2026-02-01T10:00:00.000Z";

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The Users view over a server that keeps the account's status: the owner list and the
 * account both answer with what the last PUT left.
 */
async function openAccount(start: AdminAccount, routes: Record<string, StubRoute> = {}) {
  const user = userEvent.setup();
  let account = start;
  const stub = stubFetch({
    "GET /api/admin/restaurant-owners": () => ({
      body: [{ ...maria, accountDisabled: account.disabledAt !== null }],
      headers: { "x-total-count": "1" },
    }),
    [`GET ${ACCOUNT_PATH}`]: () => ({ body: account }),
    [`PUT ${ACCOUNT_PATH}/status`]: ({ body }) => {
      const { disabled } = body as { disabled: boolean };
      account = { ...account, disabledAt: disabled ? DISABLED_AT : null };
      return { body: account };
    },
    ...routes,
  });
  renderWithApp(<OwnersView />);
  await user.click(await screen.findByRole("button", { name: "View account of Maria Lopez" }));
  const dialog = await screen.findByRole("dialog", { name: "Casa Maria" });
  return { user, dialog, ...stub };
}

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole("region", { name });

describe("View account", () => {
  it("is offered only for an owner with an account", async () => {
    stubFetch({
      "GET /api/admin/restaurant-owners": {
        body: [maria, buildOwner({ id: "b1", name: "Ana Ruiz", accountId: null })],
        headers: { "x-total-count": "2" },
      },
    });
    renderWithApp(<OwnersView />);
    expect(
      await screen.findByRole("button", { name: "View account of Maria Lopez" }),
    ).toHaveTextContent("View account");
    expect(screen.getByRole("button", { name: "Edit Ana Ruiz" })).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "View account of Ana Ruiz" }),
    ).not.toBeInTheDocument();
  });

  it("shows the account's status, locations with their devices, and its people", async () => {
    const account = buildAccount();
    const [centro] = account.locations;
    if (!centro) throw new Error("the fixture has locations");
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 - 5_000).toISOString();
    centro.devices = [
      { id: "d1", name: "Pass iPad", status: "paired", lastSeenAt: fiveMinutesAgo },
      { id: "d2", name: "Bar tablet", status: "waiting", lastSeenAt: null },
    ];
    const { dialog } = await openAccount(account);

    expect(section(dialog, "Status")).toHaveTextContent("Active");
    expect(section(dialog, "Status")).toHaveTextContent(
      `Created ${formatDateTime(account.createdAt)}`,
    );

    const locations = within(section(dialog, "Locations")).getAllByRole("heading", {
      level: 4,
    });
    expect(locations.map((heading) => heading.textContent)).toEqual([
      "Casa Maria Centro",
      "Casa Maria Harbour",
    ]);
    const centroItem = locations[0]?.closest("li") as HTMLElement;
    expect(centroItem).toHaveTextContent("12 Main St, Springfield");
    expect(centroItem).toHaveTextContent("America/Chicago · USD · 120 orders");
    const devices = within(centroItem).getByRole("list", {
      name: "Kitchen devices at Casa Maria Centro",
    });
    expect(
      within(devices)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Pass iPadPaired · last used 5 mins ago", "Bar tabletWaiting for its code"]);
    const harbourItem = locations[1]?.closest("li") as HTMLElement;
    expect(harbourItem).toHaveTextContent("America/Chicago · USD · 1 order");
    expect(harbourItem).toHaveTextContent("No kitchen devices");

    const people = within(section(dialog, "People")).getAllByRole("listitem");
    expect(people.map((person) => person.textContent)).toEqual([
      "Maria LopezOwnermaria@example.comAll locations",
      "Sam ParkManagersam@example.comCasa Maria Harbour",
      "Lee ChenStaffInactivelee@example.comCasa Maria Centro and Casa Maria Harbour",
    ]);
  });

  it("nests each brand under the location whose kitchen cooks it, marked as a brand", async () => {
    const account = buildAccount();
    const [centro, harbour] = account.locations;
    if (!centro || !harbour) throw new Error("the fixture has two locations");
    // Listed oldest first, as the server does: the brand came after the Harbour.
    account.locations = [
      centro,
      harbour,
      {
        ...harbour,
        id: "9c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f",
        name: "Midnight Wings",
        kitchenId: centro.id,
        orders: 7,
      },
    ];
    const { dialog } = await openAccount(account);

    const locations = within(section(dialog, "Locations")).getAllByRole("heading", { level: 4 });
    expect(locations.map((heading) => heading.textContent)).toEqual([
      "Casa Maria Centro",
      "Casa Maria Harbour",
    ]);
    const centroItem = locations[0]?.closest("li") as HTMLElement;
    const brands = within(centroItem).getByRole("list", { name: "Brands of Casa Maria Centro" });
    const wings = within(brands).getByRole("heading", { level: 5 });
    expect(wings).toHaveTextContent("Midnight Wings");
    expect(within(wings).getByText("Brand")).toBeInTheDocument();
    expect(within(brands).getByText("America/Chicago · USD · 7 orders")).toBeInTheDocument();
    const harbourItem = locations[1]?.closest("li") as HTMLElement;
    expect(within(harbourItem).queryByText("Midnight Wings")).not.toBeInTheDocument();
  });

  it("says when the account could not be loaded, and Try again loads it", async () => {
    const user = userEvent.setup();
    let isMissing = true;
    stubFetch({
      "GET /api/admin/restaurant-owners": { body: [maria], headers: { "x-total-count": "1" } },
      [`GET ${ACCOUNT_PATH}`]: () =>
        isMissing
          ? { status: 404, body: { message: "That account does not exist" } }
          : { body: buildAccount() },
    });
    renderWithApp(<OwnersView />);
    await user.click(await screen.findByRole("button", { name: "View account of Maria Lopez" }));

    const dialog = screen.getByRole("dialog", { name: "Maria Lopez's account" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Couldn't load the account. That account does not exist",
    );
    isMissing = false;
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("dialog", { name: "Casa Maria" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("disabling and enabling an account", () => {
  it("asks first, saying what happens, then PUTs disabled: true and reloads the list", async () => {
    const { user, dialog, calls } = await openAccount(buildAccount());
    const ownerReads = () =>
      calls.filter((call) => call.url.pathname === "/api/admin/restaurant-owners").length;
    expect(ownerReads()).toBe(1);

    await user.click(within(dialog).getByRole("button", { name: "Disable account" }));
    const question = screen.getByRole("alertdialog", { name: "Disable Casa Maria?" });
    expect(question).toHaveTextContent(
      "Everyone of this account is signed out at once and cannot sign in until you enable it again, and its kitchen devices stop working. Orders from the platforms keep arriving and are kept.",
    );
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    // Escape answers the question only: the account stays open behind it.
    await user.click(within(dialog).getByRole("button", { name: "Disable account" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Disable account" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Disable account" }),
    );

    expect(await screen.findByText("Account disabled")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { disabled: true },
    ]);
    expect(section(dialog, "Status")).toHaveTextContent(
      `Disabled since ${formatDateTime(DISABLED_AT)}`,
    );
    expect(within(dialog).getByRole("button", { name: "Enable account" })).toBeInTheDocument();
    expect(ownerReads()).toBe(2);

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const [, row] = within(await screen.findByRole("table")).getAllByRole("row");
    expect(within(row as HTMLElement).getByText("Disabled")).toBeInTheDocument();
  });

  it("enables a disabled account at once with disabled: false", async () => {
    const { user, dialog, calls } = await openAccount(buildAccount({ disabledAt: DISABLED_AT }));
    expect(section(dialog, "Status")).toHaveTextContent(
      `Disabled since ${formatDateTime(DISABLED_AT)}`,
    );
    expect(section(dialog, "Status")).toHaveTextContent(
      "Nobody of this account can sign in and its kitchen devices do not work.",
    );

    await user.click(within(dialog).getByRole("button", { name: "Enable account" }));

    expect(await screen.findByText("Account enabled")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { disabled: false },
    ]);
    await waitFor(() => expect(section(dialog, "Status")).toHaveTextContent("Active"));
    expect(within(dialog).getByRole("button", { name: "Disable account" })).toBeInTheDocument();
  });

  it("says why when the server refuses, and leaves the account as it was", async () => {
    const { user, dialog } = await openAccount(buildAccount(), {
      [`PUT ${ACCOUNT_PATH}/status`]: () => ({
        status: 404,
        body: { message: "That account does not exist" },
      }),
    });
    await user.click(within(dialog).getByRole("button", { name: "Disable account" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Disable account" }),
    );

    expect(await screen.findByText("Could not change the account")).toBeInTheDocument();
    expect(screen.getByText("That account does not exist")).toBeInTheDocument();
    expect(section(dialog, "Status")).toHaveTextContent("Active");
  });
});
