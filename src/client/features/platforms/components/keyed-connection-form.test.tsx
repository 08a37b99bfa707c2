import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import type { StubRoute } from "@/client/test/fetch-stub";
import { PLATFORM_CONNECTIONS_KEY } from "../api/get-platform-connections";
import { buildConnection, buildConnections, buildUser, USER_ID } from "../test/platform-fixtures";
import { renderPlatformsPage } from "../test/render-platforms-page";

const UPDATE = `POST /api/users/${USER_ID}/platform-connections`;

/** The server's answer to an update: the user with the flag set, and the platform's details. */
const answerUpdate: StubRoute = ({ body }) => {
  const update = body as { platform: "doordash"; connected: boolean };
  const user = buildUser({
    platformConnections: {
      ...buildUser().platformConnections,
      [update.platform]: update.connected,
    },
    apiKeys: { [update.platform]: "••••9876" },
  });
  return {
    body: { user, connection: buildConnection(update.platform, { connected: update.connected }) },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the WooCommerce tab", () => {
  it("'Save and Connect' sends the site URL, the consumer key AND the consumer secret", async () => {
    const user = userEvent.setup();
    const { calls } = renderPlatformsPage({
      path: "/platform-connections?platform=woocommerce",
      routes: { [UPDATE]: answerUpdate },
    });

    // Pasted, as owners do with keys; typing them key by key is slow on a loaded runner.
    await user.click(await screen.findByRole("textbox", { name: "Site URL" }));
    await user.paste("https://shop.example.com");
    await user.click(screen.getByRole("textbox", { name: "Consumer Key" }));
    await user.paste("ck_123");
    await user.click(screen.getByLabelText("Consumer Secret"));
    await user.paste("cs_456");
    expect(screen.getByLabelText("Consumer Secret")).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Save and Connect" }));

    expect(await screen.findByText("Connection updated")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      platform: "woocommerce",
      connected: true,
      siteUrl: "https://shop.example.com",
      consumerKey: "ck_123",
      consumerSecret: "cs_456",
    });
  });

  it("shows the webhook address to paste into WooCommerce", async () => {
    renderPlatformsPage({ path: "/platform-connections?platform=woocommerce" });
    expect(await screen.findByRole("textbox", { name: "Webhook URL" })).toHaveValue(
      buildConnection("woocommerce").webhookUrl,
    );
    expect(screen.getByText(/topic 'Order created' \(order\.created\)/)).toBeVisible();
  });
});

describe("the DoorDash and Grubhub tabs", () => {
  it("asks for a key before the first 'Save and Connect', and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderPlatformsPage({ path: "/platform-connections?platform=doordash" });
    await user.click(await screen.findByRole("button", { name: "Save and Connect" }));

    expect(await screen.findByText("Enter your API key")).toBeVisible();
    expect(screen.getByLabelText("API Key")).toHaveAccessibleDescription("Enter your API key");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("shows a saved key masked, and saving then updates the user and the details", async () => {
    const user = userEvent.setup();
    const saved = buildUser({ apiKeys: { grubhub: "••••1234" } });
    const { calls, queryClient } = renderPlatformsPage({
      path: "/platform-connections?platform=grubhub",
      user: saved,
      routes: { [UPDATE]: answerUpdate },
    });
    const apiKey = await screen.findByLabelText("API Key");
    expect(apiKey).toHaveAttribute("type", "password");
    expect(apiKey).toHaveAttribute("placeholder", "••••1234 saved — enter a new key to replace it");

    // A saved key may stay: an empty input keeps it.
    await user.click(screen.getByRole("button", { name: "Save and Connect" }));
    expect(await screen.findByText("Connection updated")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      platform: "grubhub",
      connected: true,
    });
    const cachedUser = queryClient.getQueryData<ReturnType<typeof buildUser>>(CURRENT_USER_KEY);
    expect(cachedUser?.platformConnections.grubhub).toBe(true);
    const cachedList =
      queryClient.getQueryData<ReturnType<typeof buildConnection>[]>(PLATFORM_CONNECTIONS_KEY);
    expect(cachedList?.find((entry) => entry.platform === "grubhub")?.connected).toBe(true);
  });

  it("the 'Enable DoorDash' switch sends only the platform and the flag", async () => {
    const user = userEvent.setup();
    const { calls } = renderPlatformsPage({
      path: "/platform-connections?platform=doordash",
      routes: { [UPDATE]: answerUpdate },
    });
    await user.click(await screen.findByRole("switch", { name: "Enable DoorDash" }));
    expect(await screen.findByText("Connection updated")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      platform: "doordash",
      connected: true,
    });
  });

  it("a failed save says 'Update failed' in a destructive toast", async () => {
    const user = userEvent.setup();
    renderPlatformsPage({
      path: "/platform-connections?platform=doordash",
      routes: { [UPDATE]: { status: 500, body: { message: "Database unavailable" } } },
    });
    await user.type(await screen.findByLabelText("API Key"), "dd-token-1");
    await user.click(screen.getByRole("button", { name: "Save and Connect" }));

    expect(await screen.findByText("Update failed")).toBeVisible();
    expect(screen.getByText("Update failed").closest("li")).toHaveClass("bg-destructive-solid");
    expect(
      screen.getByText("Failed to update platform connection. Please try again."),
    ).toBeVisible();
  });

  it("puts a 400's issue beside its field instead of a toast", async () => {
    const user = userEvent.setup();
    const message = "API key is too long";
    renderPlatformsPage({
      path: "/platform-connections?platform=doordash",
      routes: {
        [UPDATE]: {
          status: 400,
          body: { message: "Invalid", issues: [{ path: "apiKey", message }] },
        },
      },
    });
    await user.type(await screen.findByLabelText("API Key"), "x".repeat(20));
    await user.click(screen.getByRole("button", { name: "Save and Connect" }));

    await waitFor(() =>
      expect(screen.getByLabelText("API Key")).toHaveAccessibleDescription(message),
    );
    expect(screen.queryByText("Update failed")).not.toBeInTheDocument();
  });
});

describe("the Shopify tab", () => {
  it("sends the store URL with the signing secret, and keeps the saved URL in the field", async () => {
    const user = userEvent.setup();
    const { calls } = renderPlatformsPage({
      path: "/platform-connections?platform=shopify",
      routes: {
        "GET /api/platform-connections": {
          body: buildConnections({ shopify: { storeUrl: "https://luigi.myshopify.com" } }),
        },
        [UPDATE]: answerUpdate,
      },
    });
    expect(await screen.findByRole("textbox", { name: "Store URL" })).toHaveValue(
      "https://luigi.myshopify.com",
    );
    await user.type(screen.getByLabelText("API Key"), "shpss_secret");
    await user.click(screen.getByRole("button", { name: "Save and Connect" }));

    expect(await screen.findByText("Connection updated")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      platform: "shopify",
      connected: true,
      storeUrl: "https://luigi.myshopify.com",
      apiKey: "shpss_secret",
    });
  });

  it("offers 'Try again' when the connection details cannot be read", async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderPlatformsPage({
      path: "/platform-connections?platform=shopify",
      routes: {
        "GET /api/platform-connections": () =>
          isDown ? { status: 500 } : { body: buildConnections() },
      },
    });
    expect(await screen.findByText("The connection details could not be loaded.")).toBeVisible();
    isDown = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Store URL" })).toBeInTheDocument();
  });
});
