import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { CURRENT_USER_KEY, useResetOnLocationChange } from "@/client/lib/current-user-cache";
import { LOCATION_VIEW_KEY, setLocationView } from "@/client/lib/location-view";
import { createQueryClient } from "@/client/lib/query-client";
import { buildCurrentUser, TEST_LOCATION, TEST_SECOND_LOCATION } from "@/client/test/current-user";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { CurrentUser } from "@/domain/api/auth";
import type { LocationSummary } from "@/domain/api/location-summary";
import { LOCATION_MESSAGES } from "@/domain/api/locations";
import { permissionsOf } from "@/domain/permissions";
import { LocationSwitcher } from "./location-switcher";

afterEach(() => {
  vi.unstubAllGlobals();
});

const HERE = TEST_LOCATION;
const HARBOUR = TEST_SECOND_LOCATION;
/** A delivery-only brand cooked in the Trattoria's kitchen, added after the Harbour. */
const WINGS: LocationSummary = {
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f53",
  name: "Midnight Wings",
  kitchenId: HERE.id,
  timezone: HERE.timezone,
  currency: HERE.currency,
};
const owner = buildCurrentUser({ locations: [HERE, HARBOUR] });
const staff = buildCurrentUser({
  role: "staff",
  permissions: [...permissionsOf("staff")],
  locations: [HERE, HARBOUR],
});

/** A screen's read: what the location the server works for has on its menu. */
function MenuProbe() {
  const menu = useQuery<{ name: string }>({ queryKey: ["/api/menu"] });
  return <p>{menu.data ? `Menu of ${menu.data.name}` : "Loading the menu"}</p>;
}

/** The protected routes' part: the switcher for whoever the session says is signed in. */
function Shell() {
  const { data: user } = useQuery<CurrentUser>({ queryKey: CURRENT_USER_KEY });
  useResetOnLocationChange(user?.restaurant?.id);
  return user ? <LocationSwitcher user={user} /> : null;
}

type ShowOptions = { user?: CurrentUser; path?: string; refuse?: boolean };

/** The switcher over a stubbed server whose cookie says where this browser works. */
function showSwitcher({ user = owner, path = "/menu", refuse = false }: ShowOptions = {}) {
  const at = { location: HERE as LocationSummary };
  const stub = stubFetch({
    "PUT /api/session/location": ({ body }) => {
      if (refuse) return { status: 403, body: { message: LOCATION_MESSAGES.notYours } };
      const { locationId } = body as { locationId: string };
      const chosen = user.locations.find((location) => location.id === locationId);
      if (chosen) at.location = chosen;
      return { status: 204 };
    },
    "GET /api/auth/me": () => ({ body: { ...user, restaurant: at.location } }),
    "GET /api/menu": () => ({ body: { name: at.location.name } }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  const location = memoryLocation({ path, record: true });
  renderWithApp(
    <Router hook={location.hook}>
      <Shell />
      <MenuProbe />
    </Router>,
    queryClient,
  );
  const puts = () => stub.calls.filter((call) => call.method === "PUT");
  return { ...stub, location, puts };
}

const switcher = (name: string) => screen.getByRole("button", { name: `Location: ${name}` });
const choices = () =>
  within(screen.getByRole("menu"))
    .getAllByRole("menuitemradio")
    .map(
      (item) => `${item.textContent}${item.getAttribute("aria-checked") === "true" ? " ✓" : ""}`,
    );

describe("the location switcher", () => {
  it("names the location worked at and lists the person's locations, All locations for an owner", async () => {
    const user = userEvent.setup();
    showSwitcher();
    await user.click(switcher("Luigi's Trattoria"));
    expect(choices()).toEqual(["Luigi's Trattoria ✓", "Luigi's Harbour", "All locations"]);
  });

  it("offers a member of staff their locations but not All locations", async () => {
    const user = userEvent.setup();
    showSwitcher({ user: staff });
    await user.click(switcher("Luigi's Trattoria"));
    expect(choices()).toEqual(["Luigi's Trattoria ✓", "Luigi's Harbour"]);
  });

  it("is not there for someone who works at one location", async () => {
    showSwitcher({ user: buildCurrentUser() });
    expect(await screen.findByText("Menu of Luigi's Trattoria")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Location:/ })).not.toBeInTheDocument();
  });

  it("moves the browser to the location chosen by keyboard, and every screen reloads for it", async () => {
    const user = userEvent.setup();
    setLocationView("all");
    const { puts } = showSwitcher();
    expect(await screen.findByText("Menu of Luigi's Trattoria")).toBeVisible();

    switcher("Luigi's Trattoria").focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("menuitemradio", { name: "Luigi's Trattoria" })).toHaveFocus(),
    );
    await user.keyboard("{ArrowDown}{Enter}");

    expect(await screen.findByText("Menu of Luigi's Harbour")).toBeVisible();
    expect(switcher("Luigi's Harbour")).toBeVisible();
    expect(puts().map((call) => call.body)).toEqual([{ locationId: HARBOUR.id }]);
    expect(screen.getByText("Now at Luigi's Harbour")).toBeVisible();
    // A single location chosen: the dashboard leaves All locations.
    expect(localStorage.getItem(LOCATION_VIEW_KEY)).toBeNull();
  });

  it("says why the server refused, and stays where it was", async () => {
    const user = userEvent.setup();
    const { calls } = showSwitcher({ refuse: true });
    expect(await screen.findByText("Menu of Luigi's Trattoria")).toBeVisible();
    await user.click(switcher("Luigi's Trattoria"));
    await user.click(screen.getByRole("menuitemradio", { name: "Luigi's Harbour" }));

    expect(await screen.findByText(LOCATION_MESSAGES.notYours)).toBeVisible();
    expect(screen.getByText("Could not switch to Luigi's Harbour")).toBeVisible();
    expect(switcher("Luigi's Trattoria")).toBeVisible();
    expect(calls.filter((call) => call.url.pathname === "/api/menu")).toHaveLength(1);
  });

  it("opens the dashboard with every location for All locations, remembered on this browser", async () => {
    const user = userEvent.setup();
    const { location, puts } = showSwitcher();
    await user.click(switcher("Luigi's Trattoria"));
    await user.click(screen.getByRole("menuitemradio", { name: "All locations" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"));
    expect(localStorage.getItem(LOCATION_VIEW_KEY)).toBe("all");
    expect(switcher("All locations")).toBeVisible();
    expect(puts()).toEqual([]);
  });

  it("lists a brand under its location, marked, and moves the browser to it when chosen", async () => {
    const user = userEvent.setup();
    const { puts } = showSwitcher({
      user: buildCurrentUser({ locations: [HERE, HARBOUR, WINGS] }),
    });
    expect(await screen.findByText("Menu of Luigi's Trattoria")).toBeVisible();
    await user.click(switcher("Luigi's Trattoria"));
    expect(choices()).toEqual([
      "Luigi's Trattoria ✓",
      "Midnight WingsBrand",
      "Luigi's Harbour",
      "All locations",
    ]);
    const wings = screen.getByRole("menuitemradio", {
      name: "Midnight Wings, brand of Luigi's Trattoria",
    });
    expect(within(wings).getByText("Brand")).toBeVisible();
    await user.click(wings);

    expect(await screen.findByText("Menu of Midnight Wings")).toBeVisible();
    expect(puts().map((call) => call.body)).toEqual([{ locationId: WINGS.id }]);
    expect(screen.getByText("Now at Midnight Wings")).toBeVisible();
    // The button names the brand, and under it the location whose kitchen makes its orders.
    const button = switcher("Midnight Wings, brand of Luigi's Trattoria");
    expect(within(button).getByText("Midnight Wings")).toBeVisible();
    expect(within(button).getByText("Brand · Luigi's Trattoria")).toBeVisible();
    await user.click(button);
    expect(choices()).toEqual([
      "Luigi's Trattoria",
      "Midnight WingsBrand ✓",
      "Luigi's Harbour",
      "All locations",
    ]);
  });

  it("lists a brand whose location is not among the person's at the end, still marked", async () => {
    const user = userEvent.setup();
    const stray = { ...WINGS, kitchenId: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f99" };
    showSwitcher({ user: buildCurrentUser({ locations: [HERE, stray, HARBOUR] }) });
    await user.click(switcher("Luigi's Trattoria"));
    expect(choices()).toEqual([
      "Luigi's Trattoria ✓",
      "Luigi's Harbour",
      "Midnight WingsBrand",
      "All locations",
    ]);
    expect(screen.getByRole("menuitemradio", { name: "Midnight Wings, brand" })).toBeVisible();
  });

  it("leaves All locations for the location worked at without asking the server", async () => {
    const user = userEvent.setup();
    setLocationView("all");
    const { puts } = showSwitcher({ path: "/dashboard" });
    await user.click(switcher("All locations"));
    expect(choices()).toEqual(["Luigi's Trattoria", "Luigi's Harbour", "All locations ✓"]);
    await user.click(screen.getByRole("menuitemradio", { name: "Luigi's Trattoria" }));

    expect(switcher("Luigi's Trattoria")).toBeVisible();
    expect(localStorage.getItem(LOCATION_VIEW_KEY)).toBeNull();
    expect(puts()).toEqual([]);
  });
});
