import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { CurrentUser } from "@/domain/api/auth";
import { BRAND_MESSAGES } from "@/domain/api/brands";
import {
  LOCATION_MESSAGES,
  type Location,
  MAX_LOCATIONS_PER_ACCOUNT,
  type NewLocationInput,
} from "@/domain/api/locations";
import type { UserRole } from "@/domain/permissions";
import { buildLocation, buildUser } from "../test/settings-fixtures";
import { LocationsSection } from "./locations-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

const HARBOUR = buildLocation({
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f51",
  name: "Luigi's Harbour",
  timezone: "America/New_York",
  currency: "CAD",
  address: "1 Pier Rd, Halifax",
  isCurrent: false,
});

/** A delivery-only brand cooked in the Trattoria's kitchen. */
const WINGS = buildLocation({
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f53",
  name: "Midnight Wings",
  kitchenId: buildLocation().id,
  isCurrent: false,
});

/**
 * GET /api/locations answers the list as it stands; `routes` answer the additions; `user`
 * changes who is signed in (where the browser works, by default the Trattoria).
 */
function showLocations(
  role: UserRole,
  routes: Record<string, StubReply | StubRoute> = {},
  locations: Location[] = [buildLocation(), HARBOUR],
  user: Partial<CurrentUser> = {},
) {
  const state = { locations };
  const stub = stubFetch({ "GET /api/locations": () => ({ body: state.locations }), ...routes });
  const rendered = renderWithApp(<LocationsSection user={buildUser({ role, ...user })} />);
  const postsTo = (path: string) =>
    stub.calls
      .filter((call) => call.method === "POST" && call.url.pathname === path)
      .map((call) => call.body);
  const added = () => postsTo("/api/locations");
  const addedBrands = () => postsTo("/api/brands");
  return { state, stub, added, addedBrands, ...rendered };
}

const list = async () => screen.findByRole("list", { name: "Locations of your account" });
const rowOf = (name: string) => screen.getByText(name).closest("li") as HTMLElement;
const addForm = () => screen.getByRole("form", { name: "Add a location" });
const brandForm = () => screen.getByRole("form", { name: "Add a brand" });

/** Types a brand's name into "Add a brand" and sends it. */
async function addBrandNamed(name: string) {
  const user = userEvent.setup();
  const form = brandForm();
  await user.type(within(form).getByRole("textbox", { name: "Brand name" }), name);
  await user.click(within(form).getByRole("button", { name: "Add brand" }));
  return form;
}

describe("Settings → Locations", () => {
  it("lists each location with its address, clock and currency, marking this one", async () => {
    showLocations("shop_owner");
    const rows = within(await list()).getAllByRole("listitem");
    expect(rows).toHaveLength(2);

    const trattoria = rowOf("Luigi's Trattoria");
    expect(within(trattoria).getByText("This location")).toBeVisible();
    expect(within(trattoria).getByText("12 Main St, Springfield, IL")).toBeVisible();
    expect(within(trattoria).getByText("America/Chicago · USD")).toBeVisible();

    const harbour = rowOf("Luigi's Harbour");
    expect(within(harbour).queryByText("This location")).not.toBeInTheDocument();
    expect(within(harbour).getByText("1 Pier Rd, Halifax")).toBeVisible();
    expect(within(harbour).getByText("America/New_York · CAD")).toBeVisible();
  });

  it("shows a manager the list without the form to add one", async () => {
    showLocations("manager");
    await list();
    expect(screen.queryByRole("form", { name: "Add a location" })).not.toBeInTheDocument();
  });

  it("starts a new location on this location's clock and currency", async () => {
    showLocations("shop_owner");
    const form = addForm();
    expect(within(form).getByRole("combobox", { name: "Timezone" })).toHaveValue("America/Chicago");
    const currency = within(form).getByRole("combobox", { name: "Currency" });
    expect(currency).toHaveValue("USD");
    expect(within(currency).getByRole("option", { name: /^EUR/ })).toBeInTheDocument();
  });

  it("adds a location, says so, clears the form and lists it", async () => {
    const user = userEvent.setup();
    const { state, added, queryClient } = showLocations("shop_owner", {
      "POST /api/locations": ({ body }) => {
        const input = body as NewLocationInput;
        const location = buildLocation({
          ...input,
          id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f52",
          isCurrent: false,
        });
        state.locations = [...state.locations, location];
        return { status: 201, body: location };
      },
    });
    queryClient.setQueryData(CURRENT_USER_KEY, buildUser());
    await list();
    const form = addForm();
    const name = within(form).getByRole("textbox", { name: "Location name" });
    await user.type(name, "  Luigi's Uptown ");
    await user.type(within(form).getByRole("textbox", { name: "Phone" }), "555 010 9999");
    await user.type(within(form).getByRole("textbox", { name: "Address" }), "9 Hill St");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Timezone" }), "UTC");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Currency" }), "EUR");
    await user.click(within(form).getByRole("button", { name: "Add location" }));

    expect(await screen.findByText(LOCATION_MESSAGES.added("Luigi's Uptown"))).toBeVisible();
    expect(added()).toEqual([
      {
        name: "Luigi's Uptown",
        phone: "555 010 9999",
        address: "9 Hill St",
        timezone: "UTC",
        currency: "EUR",
      },
    ]);
    expect(await within(await list()).findByText("Luigi's Uptown")).toBeVisible();
    expect(name).toHaveValue("");
    expect(within(form).getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    // The shell's location switcher reads the current user's locations: asked again.
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });

  it("shows the schema's message for an empty name and sends nothing", async () => {
    const user = userEvent.setup();
    const { added } = showLocations("shop_owner");
    await user.click(within(addForm()).getByRole("button", { name: "Add location" }));

    const name = within(addForm()).getByRole("textbox", { name: "Location name" });
    await waitFor(() => expect(name).toHaveAccessibleDescription("Location name is required"));
    expect(added()).toEqual([]);
  });

  it("puts the server's 400 issue on its field", async () => {
    const user = userEvent.setup();
    const message = "Phone can hold digits, spaces and + ( ) - . only";
    const { added } = showLocations("shop_owner", {
      "POST /api/locations": {
        status: 400,
        body: { message, code: "VALIDATION_FAILED", issues: [{ path: "phone", message }] },
      },
    });
    const form = addForm();
    await user.type(within(form).getByRole("textbox", { name: "Location name" }), "Uptown");
    await user.click(within(form).getByRole("button", { name: "Add location" }));

    const phone = within(form).getByRole("textbox", { name: "Phone" });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(message));
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveFocus();
    expect(added()).toHaveLength(1);
    expect(within(form).getByRole("textbox", { name: "Location name" })).toHaveValue("Uptown");
  });

  it("says why when the account cannot take another location", async () => {
    const user = userEvent.setup();
    showLocations("shop_owner", {
      "POST /api/locations": { status: 409, body: { message: LOCATION_MESSAGES.tooMany } },
    });
    const form = addForm();
    await user.type(within(form).getByRole("textbox", { name: "Location name" }), "Uptown");
    await user.click(within(form).getByRole("button", { name: "Add location" }));

    expect(await screen.findByText("Could not add the location")).toBeVisible();
    expect(screen.getByText(LOCATION_MESSAGES.tooMany)).toBeVisible();
  });

  it("offers no form once the account holds as many locations as it may", async () => {
    const full = Array.from({ length: MAX_LOCATIONS_PER_ACCOUNT }, (_, index) =>
      buildLocation({
        id: `5f0c1a7e-2b3d-4c5e-8f9a-${String(index).padStart(12, "0")}`,
        name: `Site ${index + 1}`,
        isCurrent: index === 0,
      }),
    );
    showLocations("shop_owner", {}, full);
    expect(await screen.findByText(LOCATION_MESSAGES.tooMany)).toBeVisible();
    expect(screen.queryByRole("form", { name: "Add a location" })).not.toBeInTheDocument();
  });

  it("offers 'Try again' when the locations cannot be loaded", async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubFetch({
      "GET /api/locations": () => (isDown ? { status: 500 } : { body: [buildLocation()] }),
    });
    renderWithApp(<LocationsSection user={buildUser({ role: "manager" })} />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The locations could not be loaded.");
    isDown = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Luigi's Trattoria")).toBeVisible();
  });

  describe("brands", () => {
    it("lists each location's brands under it, marked as brands", async () => {
      showLocations("shop_owner", {}, [buildLocation(), HARBOUR, WINGS]);
      // Two rows, the Trattoria's holding its brand.
      expect((await list()).children).toHaveLength(2);

      const trattoria = rowOf("Luigi's Trattoria");
      const brands = within(trattoria).getByRole("list", { name: "Brands of Luigi's Trattoria" });
      const wings = within(brands).getByRole("listitem");
      expect(wings).toHaveTextContent("Midnight Wings");
      expect(within(wings).getByText("Brand")).toBeVisible();
      expect(within(wings).getByText("America/Chicago · USD")).toBeVisible();
      expect(
        within(rowOf("Luigi's Harbour")).queryByRole("list", { name: /^Brands of/ }),
      ).not.toBeInTheDocument();
    });

    it("adds a brand cooked here, says so, clears the field and lists it under this location", async () => {
      const { state, addedBrands, queryClient } = showLocations("shop_owner", {
        "POST /api/brands": ({ body }) => {
          const { name } = body as { name: string };
          const brand = { ...WINGS, name };
          state.locations = [...state.locations, brand];
          return { status: 201, body: brand };
        },
      });
      queryClient.setQueryData(CURRENT_USER_KEY, buildUser());
      await list();
      expect(
        screen.getByText(
          "A brand has its own menu and platform stores; this location's kitchen, printers and devices make its orders.",
        ),
      ).toBeVisible();
      const form = await addBrandNamed("  Midnight Wings ");

      expect(await screen.findByText(BRAND_MESSAGES.added("Midnight Wings"))).toBeVisible();
      expect(addedBrands()).toEqual([{ name: "Midnight Wings" }]);
      const brands = await within(rowOf("Luigi's Trattoria")).findByRole("list", {
        name: "Brands of Luigi's Trattoria",
      });
      expect(within(brands).getByText("Midnight Wings")).toBeVisible();
      expect(within(form).getByRole("textbox", { name: "Brand name" })).toHaveValue("");
      // The shell's switcher lists the brand from the current user: asked again.
      expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
    });

    it("shows the schema's message for an empty name and sends nothing", async () => {
      const user = userEvent.setup();
      const { addedBrands } = showLocations("shop_owner");
      await user.click(within(brandForm()).getByRole("button", { name: "Add brand" }));

      const name = within(brandForm()).getByRole("textbox", { name: "Brand name" });
      await waitFor(() => expect(name).toHaveAccessibleDescription("Brand name is required"));
      expect(addedBrands()).toEqual([]);
    });

    it("says why the server refused the brand", async () => {
      const { addedBrands } = showLocations("shop_owner", {
        "POST /api/brands": {
          status: 409,
          body: { message: BRAND_MESSAGES.tooMany, code: "TOO_MANY_BRANDS" },
        },
      });
      await addBrandNamed("Midnight Wings");

      expect(await screen.findByText("Could not add the brand")).toBeVisible();
      expect(screen.getByText(BRAND_MESSAGES.tooMany)).toBeVisible();
      expect(addedBrands()).toEqual([{ name: "Midnight Wings" }]);
    });

    it("puts a name the account already has beside the field", async () => {
      showLocations("shop_owner", {
        "POST /api/brands": {
          status: 409,
          body: { message: BRAND_MESSAGES.taken, code: "NAME_TAKEN" },
        },
      });
      const form = await addBrandNamed("Luigi's Harbour");

      const name = within(form).getByRole("textbox", { name: "Brand name" });
      await waitFor(() => expect(name).toHaveAccessibleDescription(BRAND_MESSAGES.taken));
      expect(name).toHaveFocus();
    });

    it("is not offered to a manager", async () => {
      showLocations("manager");
      await list();
      expect(screen.queryByRole("form", { name: "Add a brand" })).not.toBeInTheDocument();
    });

    it("at a brand, names the location whose kitchen makes its orders instead of the form", async () => {
      const here = { ...WINGS, isCurrent: true };
      const trattoria = buildLocation({ isCurrent: false });
      showLocations("shop_owner", {}, [trattoria, HARBOUR, here], {
        restaurant: here,
        locations: [trattoria, HARBOUR, here],
      });
      await list();
      expect(
        screen.getByText(
          "Midnight Wings is a brand: Luigi's Trattoria's kitchen, printers and devices make its orders.",
        ),
      ).toBeVisible();
      expect(screen.queryByRole("form", { name: "Add a brand" })).not.toBeInTheDocument();
      expect(within(rowOf("Midnight Wings")).getByText("This brand")).toBeVisible();
      // A location can still be added from here.
      expect(addForm()).toBeVisible();
    });
  });
});
