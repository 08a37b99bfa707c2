import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/client/hooks/use-toast";
import { buildUser } from "../test/platform-fixtures";
import { renderPlatformsPage } from "../test/render-platforms-page";

// Called through, and counted: the toast queue shows one at a time, hiding a repeat.
vi.mock("@/client/hooks/use-toast", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/client/hooks/use-toast")>();
  return { ...original, toast: vi.fn(original.toast) };
});

afterEach(() => {
  vi.mocked(toast).mockClear();
  vi.unstubAllGlobals();
});

const TAB_NAMES = ["Uber Eats", "DoorDash", "Grubhub", "Shopify", "WooCommerce", "Website"];

describe("the Platform Connections screen", () => {
  it("has the title, a way back to the dashboard and a tab per platform", () => {
    renderPlatformsPage();
    expect(
      screen.getByRole("heading", { level: 1, name: "Platform Connections" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    const tabs = within(screen.getByRole("tablist", { name: "Platforms" })).getAllByRole("tab");
    expect(tabs).toEqual(TAB_NAMES.map((name) => screen.getByRole("tab", { name })));
    expect(screen.getByRole("tab", { name: "Uber Eats" })).toHaveAttribute("aria-selected", "true");
  });

  it("marks the connected platforms' tabs with a green dot and the word 'connected'", () => {
    const user = buildUser({
      platformConnections: {
        ubereats: true,
        doordash: false,
        grubhub: false,
        shopify: false,
        woocommerce: true,
        website: false,
      },
    });
    renderPlatformsPage({ user });
    expect(screen.getByRole("tab", { name: "Uber Eats connected" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "WooCommerce connected" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "DoorDash" })).toBeInTheDocument();
    expect(screen.getByTestId("connected-dot-ubereats")).toHaveClass("bg-success");
    expect(screen.getByTestId("connected-dot-woocommerce")).toBeInTheDocument();
    expect(screen.queryByTestId("connected-dot-doordash")).not.toBeInTheDocument();
  });

  it("opens the tab named in ?platform= and keeps the chosen tab in the address", async () => {
    const user = userEvent.setup();
    const { location } = renderPlatformsPage({ path: "/platform-connections?platform=doordash" });
    expect(screen.getByRole("tab", { name: "DoorDash" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("switch", { name: "Enable DoorDash" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Website" }));
    expect(location.history.at(-1)).toBe("/platform-connections?platform=website");
    expect(screen.getByRole("switch", { name: "Enable website order form" })).toBeInTheDocument();
  });

  it("opens Uber Eats for an unknown ?platform=", () => {
    renderPlatformsPage({ path: "/platform-connections?platform=myspace" });
    expect(screen.getByRole("tab", { name: "Uber Eats" })).toHaveAttribute("aria-selected", "true");
  });

  it("lists the owner's Uber Eats stores on the return from Uber and tidies the address", async () => {
    const { location } = renderPlatformsPage({
      path: "/platform-connections?platform=ubereats&choose=1",
      isStrict: true,
      routes: {
        "GET /api/platforms/ubereats/stores": {
          body: { choices: [{ storeId: "s-1", name: "Harbour Grill" }], activated: null },
        },
      },
    });
    expect(
      await screen.findByRole("radiogroup", { name: "Choose your Uber Eats store" }),
    ).toBeVisible();
    expect(screen.getByRole("radio", { name: "Harbour Grill" })).toBeChecked();
    expect(toast).not.toHaveBeenCalled();
    // Replaced, not added: Back does not return to the address that says it again.
    expect(location.history).toEqual(["/platform-connections?platform=ubereats"]);
  });

  it("says 'Connection failed' with Uber's message when the consent was refused", async () => {
    const { location } = renderPlatformsPage({
      path: "/platform-connections?platform=ubereats&error=The%20merchant%20declined",
    });
    expect(await screen.findByText("Connection failed")).toBeVisible();
    expect(screen.getByText("The merchant declined")).toBeVisible();
    expect(location.history.at(-1)).toBe("/platform-connections?platform=ubereats");
  });
});
