import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildOwner } from "../test/admin-fixtures";
import { OwnersView } from "./owners-view";

const maria = buildOwner();
const OWNER_PATH = `/api/admin/restaurant-owners/${maria.id}`;
const listRoute = { body: [maria], headers: { "x-total-count": "1" } };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openOwners(routes: Parameters<typeof stubFetch>[0]) {
  const user = userEvent.setup();
  const stub = stubFetch({ "GET /api/admin/restaurant-owners": listRoute, ...routes });
  renderWithApp(<OwnersView />);
  await screen.findByRole("table");
  return { user, ...stub };
}

describe("a restaurant owner's actions", () => {
  it("asks before deactivating, then sends only active: false", async () => {
    const { user, calls } = await openOwners({
      [`PATCH ${OWNER_PATH}`]: { body: { ...maria, active: false } },
    });
    await user.click(screen.getByRole("button", { name: "Deactivate Maria Lopez" }));
    const dialog = screen.getByRole("alertdialog", { name: "Deactivate Maria Lopez?" });
    expect(dialog).toHaveTextContent(
      "They are signed out at once and cannot sign in until you activate them again. Their restaurant's data is kept.",
    );
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Owner deactivated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ active: false });
    // The change reloads the list (and the stats and audit log, not on screen here).
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(2);
  });

  it("activates at once, and says so when the server refuses", async () => {
    const inactive = buildOwner({ active: false });
    const { user } = await openOwners({
      "GET /api/admin/restaurant-owners": { body: [inactive], headers: { "x-total-count": "1" } },
      [`PATCH ${OWNER_PATH}`]: { status: 404, body: { message: "That owner no longer exists" } },
    });
    await user.click(screen.getByRole("button", { name: "Activate Maria Lopez" }));
    expect(await screen.findByText("Could not update owner")).toBeInTheDocument();
    expect(screen.getByText("That owner no longer exists")).toBeInTheDocument();
  });

  it("names the restaurant before deleting, then reports what went", async () => {
    const { user, calls } = await openOwners({
      [`DELETE ${OWNER_PATH}`]: {
        body: { success: true, removed: { restaurantName: "Casa Maria", users: 1, orders: 12 } },
      },
    });
    await user.click(screen.getByRole("button", { name: "Delete Maria Lopez" }));
    expect(screen.getByRole("alertdialog", { name: "Delete Maria Lopez?" })).toHaveTextContent(
      "This permanently removes Maria Lopez, Casa Maria and all of its orders, menu and platform connections. This cannot be undone.",
    );
    await user.click(screen.getByRole("button", { name: "Delete owner" }));
    expect(await screen.findByText("Owner deleted")).toBeInTheDocument();
    expect(screen.getByText("Removed Maria Lopez and 12 orders")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
  });

  it("adds an owner, checking the form with the shared schema first", async () => {
    const { user, calls } = await openOwners({
      "POST /api/admin/restaurant-owners": ({ body }) => ({
        status: 201,
        body: buildOwner({ ...(body as object), id: "new" }),
      }),
    });
    await user.click(screen.getByRole("button", { name: "Add Owner" }));
    const dialog = screen.getByRole("dialog", { name: "Add Owner" });
    const submit = within(dialog).getByRole("button", { name: "Add Owner" });
    await user.click(submit);
    expect(dialog).toHaveTextContent("Name is required");
    expect(dialog).toHaveTextContent("Please enter a valid email address");
    expect(dialog).toHaveTextContent("Password must be at least 6 characters");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.type(screen.getByLabelText("Name"), "Ana Ruiz");
    await user.type(screen.getByLabelText("Email"), "Ana@Example.com");
    await user.type(screen.getByLabelText("Restaurant name"), "Taqueria Ana");
    await user.type(screen.getByLabelText("Initial password"), "secret1");
    await user.click(submit);

    expect(await screen.findByText("Owner added")).toBeInTheDocument();
    expect(screen.getByText("Ana Ruiz can now sign in at /login")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Ana Ruiz",
      email: "ana@example.com",
      restaurantName: "Taqueria Ana",
      password: "secret1",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("puts the server's duplicate-email message on the Email field", async () => {
    const { user } = await openOwners({
      "POST /api/admin/restaurant-owners": {
        status: 409,
        body: { message: "An account with this email already exists" },
      },
    });
    await user.click(screen.getByRole("button", { name: "Add Owner" }));
    await user.type(screen.getByLabelText("Name"), "Maria Again");
    await user.type(screen.getByLabelText("Email"), "maria@example.com");
    await user.type(screen.getByLabelText("Restaurant name"), "Casa Dos");
    await user.type(screen.getByLabelText("Initial password"), "secret1");
    const dialog = screen.getByRole("dialog", { name: "Add Owner" });
    await user.click(within(dialog).getByRole("button", { name: "Add Owner" }));

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("An account with this email already exists");
    expect(dialog).toBeInTheDocument();
  });

  it("edits an owner, sending only what changed", async () => {
    const { user, calls } = await openOwners({
      [`PATCH ${OWNER_PATH}`]: { body: { ...maria, restaurantName: "Casa Maria Centro" } },
    });
    await user.click(screen.getByRole("button", { name: "Edit Maria Lopez" }));
    expect(screen.getByRole("dialog", { name: "Edit Owner" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("maria@example.com");
    const restaurant = screen.getByLabelText("Restaurant name");
    await user.clear(restaurant);
    await user.type(restaurant, "Casa Maria Centro");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Owner updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      restaurantName: "Casa Maria Centro",
    });
  });
});

describe("editing an owner without a restaurant ('N/A')", () => {
  it("may leave the restaurant name empty, and then does not send it", async () => {
    const noRestaurant = buildOwner({ restaurantName: null });
    const { user, calls } = await openOwners({
      "GET /api/admin/restaurant-owners": {
        body: [noRestaurant],
        headers: { "x-total-count": "1" },
      },
      [`PATCH ${OWNER_PATH}`]: { body: { ...noRestaurant, name: "Maria L." } },
    });
    await user.click(screen.getByRole("button", { name: "Edit Maria Lopez" }));
    expect(screen.getByLabelText("Restaurant name")).toHaveValue("");
    await user.type(screen.getByLabelText("Restaurant name"), "   ");
    const name = screen.getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Maria L.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Owner updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ name: "Maria L." });
  });
});
