import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { embedSnippet } from "@/domain/api/platform-connections";
import { buildConnection, buildUser, RESTAURANT_ID, USER_ID } from "../test/platform-fixtures";
import { renderPlatformsPage } from "../test/render-platforms-page";

const WEBSITE = "/platform-connections?platform=website";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Website tab", () => {
  it("shows the embed code with the restaurant id, and 'Copy Code' copies it", async () => {
    const user = userEvent.setup();
    // userEvent brings its own clipboard; watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    renderPlatformsPage({ path: WEBSITE });

    const snippet = embedSnippet(window.location.origin, RESTAURANT_ID);
    expect(snippet).toContain(`data-restaurant="${RESTAURANT_ID}"`);
    const code = screen.getByRole("textbox", { name: "Embed code" });
    expect(code).toHaveValue(snippet);
    expect(code).toHaveAttribute("readonly");

    await user.click(screen.getByRole("button", { name: "Copy Code" }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(snippet);
    expect(await screen.findByText("Copied!")).toBeVisible();
    expect(screen.getByText("Embed code copied to clipboard")).toBeVisible();
  });

  it("says how to copy by hand when the browser refuses the clipboard", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("Denied"));
    renderPlatformsPage({ path: WEBSITE });
    await user.click(screen.getByRole("button", { name: "Copy Code" }));
    expect(await screen.findByText("Copy failed")).toBeVisible();
  });

  it("'Enable website order form' turns the form on", async () => {
    const user = userEvent.setup();
    const { calls } = renderPlatformsPage({
      path: WEBSITE,
      routes: {
        [`POST /api/users/${USER_ID}/platform-connections`]: {
          body: {
            user: buildUser({
              platformConnections: { ...buildUser().platformConnections, website: true },
            }),
            connection: buildConnection("website", { connected: true }),
          },
        },
      },
    });
    await user.click(screen.getByRole("switch", { name: "Enable website order form" }));
    expect(await screen.findByText("Connection updated")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      platform: "website",
      connected: true,
    });
  });

  it("links to the sample page", () => {
    renderPlatformsPage({ path: WEBSITE });
    expect(screen.getByRole("link", { name: "See it on a sample page" })).toHaveAttribute(
      "href",
      "/embed-demo",
    );
  });
});
