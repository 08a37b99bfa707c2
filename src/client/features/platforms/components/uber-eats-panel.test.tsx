import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { buildUser } from "../test/platform-fixtures";
import { renderPlatformsPage } from "../test/render-platforms-page";

const CONNECT = "POST /api/platforms/ubereats/connect";
const AGREEMENT = "POST /api/platforms/ubereats/merchant-agreement";
const DISCONNECT = "POST /api/platforms/ubereats/disconnect";
const STORES = "GET /api/platforms/ubereats/stores";
const ACTIVATE = "POST /api/platforms/ubereats/stores/activate";
const AUTH_URL = "http://localhost/sandbox/ubereats/authorize?state=abc";

const connectedUser = (agreedAt: string | null = null) =>
  buildUser({
    platformConnections: { ...buildUser().platformConnections, ubereats: true },
    uberEatsMerchantAgreementDate: agreedAt,
  });

/** jsdom cannot leave the page: the navigation is caught instead. */
function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Uber Eats tab, not connected", () => {
  it("explains the five steps, then 'Connect to Uber Eats' sends the browser to Uber", async () => {
    const user = userEvent.setup();
    const assign = stubNavigation();
    const { calls } = renderPlatformsPage({
      routes: { [CONNECT]: { body: { authUrl: AUTH_URL } } },
    });

    expect(screen.getByRole("heading", { name: "Not Connected" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Connect to Uber Eats" }));

    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(AUTH_URL));
    const call = calls.find((entry) => entry.method === "POST");
    expect(call?.url.pathname).toBe("/api/platforms/ubereats/connect");
    expect(call?.body).toBeUndefined();
  });

  it("says 'Connection failed' and stays when the connect call fails", async () => {
    const user = userEvent.setup();
    const assign = stubNavigation();
    renderPlatformsPage({ routes: { [CONNECT]: { status: 503 } } });

    await user.click(screen.getByRole("button", { name: "Connect to Uber Eats" }));
    expect(await screen.findByText("Connection failed")).toBeVisible();
    expect(screen.getByText("Failed to connect to Uber Eats. Please try again.")).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Connect to Uber Eats" })).toBeEnabled();
  });
});

describe("the Uber Eats tab, connected", () => {
  it("asks for the merchant agreement, and 'Accept Agreement' posts {agreed: true}", async () => {
    const user = userEvent.setup();
    const accepted = connectedUser("2026-01-06T20:05:00.000Z");
    const { calls, queryClient } = renderPlatformsPage({
      user: connectedUser(),
      routes: { [AGREEMENT]: { body: { user: accepted } } },
    });

    expect(screen.getByRole("heading", { name: "Connected to Uber Eats" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Merchant Agreement Required" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept Agreement" }));

    expect(await screen.findByText("Agreement accepted")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ agreed: true });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(accepted);
  });

  it("says when the agreement was accepted, in the restaurant's timezone", () => {
    renderPlatformsPage({ user: connectedUser("2026-01-06T20:05:00.000Z") });
    expect(
      screen.getByText("Merchant agreement accepted on January 6, 2026 at 2:05 PM"),
    ).toBeVisible();
    expect(screen.queryByText("Merchant Agreement Required")).not.toBeInTheDocument();
  });

  it("says 'Failed to accept agreement' when the server refuses", async () => {
    const user = userEvent.setup();
    renderPlatformsPage({ user: connectedUser(), routes: { [AGREEMENT]: { status: 500 } } });
    await user.click(screen.getByRole("button", { name: "Accept Agreement" }));
    expect(await screen.findByText("Failed to accept agreement")).toBeVisible();
    expect(screen.getByText("Please try again or contact support.")).toBeVisible();
  });

  it("disconnects with 'Disconnect Uber Eats', or says 'Disconnection failed'", async () => {
    const user = userEvent.setup();
    let isDown = true;
    const disconnected = buildUser();
    const { queryClient } = renderPlatformsPage({
      user: connectedUser("2026-01-06T20:05:00.000Z"),
      routes: {
        [DISCONNECT]: () =>
          isDown ? { status: 500 } : { body: { user: disconnected, warning: null } },
      },
    });

    await user.click(screen.getByRole("button", { name: "Disconnect Uber Eats" }));
    expect(await screen.findByText("Disconnection failed")).toBeVisible();
    expect(screen.getByText("Failed to disconnect platform. Please try again.")).toBeVisible();

    isDown = false;
    await user.click(screen.getByRole("button", { name: "Disconnect Uber Eats" }));
    expect(await screen.findByText("Platform disconnected")).toBeVisible();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(disconnected);
  });
});

describe("the Uber Eats tab, choosing the store", () => {
  const choices = [
    { storeId: "s-1", name: "Harbour Grill Downtown" },
    { storeId: "s-2", name: "Harbour Grill Riverside" },
  ];
  const activatedMessage =
    "Uber Eats store Harbour Grill Riverside is activated: OrderDock accepts its orders";

  it("lists the stores Uber gave, and 'Activate this store' posts the one chosen", async () => {
    const user = userEvent.setup();
    let activated = false;
    const { calls, queryClient } = renderPlatformsPage({
      routes: {
        [STORES]: () => ({
          body: activated
            ? {
                choices: [],
                activated: { storeId: "s-2", name: choices[1]?.name, activatedAt: null },
              }
            : { choices, activated: null },
        }),
        [ACTIVATE]: () => {
          activated = true;
          return { body: { user: connectedUser(), message: activatedMessage } };
        },
      },
    });

    const activate = await screen.findByRole("button", { name: "Activate this store" });
    expect(screen.queryByRole("button", { name: "Connect to Uber Eats" })).not.toBeInTheDocument();
    // Two stores: nothing is chosen for the owner.
    expect(activate).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Harbour Grill Riverside" }));
    await user.click(activate);

    expect(
      await screen.findByText(activatedMessage, { selector: "[role=status] *, li *" }),
    ).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ storeId: "s-2" });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(connectedUser());
  });

  it("says Uber's refusal when the store is not activated, and keeps the choice", async () => {
    const user = userEvent.setup();
    renderPlatformsPage({
      routes: {
        [STORES]: { body: { choices: [choices[0]], activated: null } },
        [ACTIVATE]: {
          status: 409,
          body: {
            message: "Uber Eats did not activate Harbour Grill Downtown: Store is closed for good",
          },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Activate this store" }));
    expect(await screen.findByText("Activation failed")).toBeVisible();
    expect(
      screen.getByText(
        "Uber Eats did not activate Harbour Grill Downtown: Store is closed for good",
      ),
    ).toBeVisible();
    expect(screen.getByRole("radio", { name: "Harbour Grill Downtown" })).toBeChecked();
  });

  it("says which store is activated once connected, and Uber's word when it was not switched off", async () => {
    const user = userEvent.setup();
    const warning =
      "Uber Eats did not switch the integration off (Uber's sign-in could not be reached): turn OrderDock off for this store in Uber Eats Manager.";
    renderPlatformsPage({
      user: connectedUser("2026-01-06T20:05:00.000Z"),
      routes: {
        [STORES]: {
          body: {
            choices: [],
            activated: { storeId: "s-2", name: "Harbour Grill Riverside", activatedAt: null },
          },
        },
        [DISCONNECT]: { body: { user: buildUser(), warning } },
      },
    });
    expect(await screen.findByText(activatedMessage)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Disconnect Uber Eats" }));
    expect(await screen.findByText(warning)).toBeVisible();
  });
});
