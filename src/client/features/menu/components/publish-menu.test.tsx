import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { PublishStatus } from "@/domain/api/menu-publish";
import { buildMenu, buildPublishChannel, buildPublishStatus, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Uber Eats took the Nov 27 publish and has changes waiting; DoorDash never had one. */
const TWO_CHANNELS = buildPublishStatus({
  channels: [
    buildPublishChannel({
      channel: "ubereats",
      latest: { callId: "call-pub-1", state: "done", message: null, at: "2026-11-27T19:05:00Z" },
      confirmedAt: "2026-11-27T19:05:00.000Z",
      changes: ["Added Truffle Fries", "Changed Burger: price $12.00 → $13.50"],
      moreChanges: 2,
    }),
    buildPublishChannel({ channel: "doordash" }),
  ],
});

const channelCard = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;

async function openPublishDialog() {
  const user = userEvent.setup();
  await screen.findByText("Buffalo Wings");
  await user.click(screen.getByRole("button", { name: "Publish menu" }));
  const dialog = await screen.findByRole("dialog", { name: "Publish menu" });
  return { user, dialog };
}

describe("Publish menu", () => {
  it("lists per marketplace what changes there, then publishes and shows each one sending", async () => {
    let status: PublishStatus = TWO_CHANNELS;
    const { calls } = stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/publish": () => ({ body: status }),
      "POST /api/menu/publish": () => {
        status = {
          ...TWO_CHANNELS,
          channels: TWO_CHANNELS.channels.map((channel, index) => ({
            ...channel,
            latest: { callId: `call-pub-${index + 2}`, state: "sending", message: null, at: "" },
          })),
        };
        return { body: status };
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const { user, dialog } = await openPublishDialog();

    const uberEats = await waitFor(() => channelCard(dialog, "Uber Eats"));
    expect(within(uberEats).getByText("Published on Uber Eats")).toBeInTheDocument();
    expect(within(uberEats).getByText("Last published Nov 27 at 2:05 PM")).toBeInTheDocument();
    const changes = within(uberEats).getByRole("heading", { name: "What changes on Uber Eats" });
    expect(changes).toBeInTheDocument();
    expect(
      within(uberEats)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Added Truffle Fries", "Changed Burger: price $12.00 → $13.50"]);
    expect(within(uberEats).getByText("…and 2 more")).toBeInTheDocument();

    const doorDash = channelCard(dialog, "DoorDash");
    expect(within(doorDash).getByText("Never published")).toBeInTheDocument();
    expect(within(doorDash).getByText("Nothing to change")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Publish to 2 channels" }));

    expect(await within(dialog).findByText("Sending to Uber Eats…")).toBeInTheDocument();
    expect(within(dialog).getByText("Sending to DoorDash…")).toBeInTheDocument();
    expect(screen.getByText("Publishing your menu")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("shows a refusal in the platform's words, and Retry sends that publish again", async () => {
    const refused = buildPublishStatus({
      channels: [
        buildPublishChannel({
          latest: {
            callId: "call-pub-9",
            state: "failed",
            message: "Menu rejected: Burger has no photo",
            at: "2026-11-28T15:00:00.000Z",
          },
        }),
      ],
    });
    const { calls } = stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/publish": { body: refused },
      "POST /api/menu/calls/call-pub-9/retry": { body: { retried: true } },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const { user, dialog } = await openPublishDialog();

    const doorDash = await waitFor(() => channelCard(dialog, "DoorDash"));
    expect(within(doorDash).getByText("DoorDash refused the menu")).toBeInTheDocument();
    expect(within(doorDash).getByText("Menu rejected: Burger has no photo")).toBeInTheDocument();
    await user.click(within(doorDash).getByRole("button", { name: "Retry publish on DoorDash" }));

    expect(await screen.findByText("Sending again")).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === "/api/menu/calls/call-pub-9/retry")).toBe(
      true,
    );
  });

  it("shows a long list of changes a few at a time, the rest on request", async () => {
    const changes = Array.from({ length: 8 }, (_, index) => `Added Dish ${index + 1}`);
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/publish": {
        body: buildPublishStatus({ channels: [buildPublishChannel({ changes, moreChanges: 3 })] }),
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const { user, dialog } = await openPublishDialog();

    const doorDash = await waitFor(() => channelCard(dialog, "DoorDash"));
    expect(within(doorDash).getAllByRole("listitem")).toHaveLength(5);
    const showAll = within(doorDash).getByRole("button", { name: "Show all 11 changes" });
    expect(showAll).toHaveAttribute("aria-expanded", "false");
    await user.click(showAll);
    expect(within(doorDash).getAllByRole("listitem")).toHaveLength(8);
    expect(within(doorDash).getByText("…and 3 more")).toBeInTheDocument();
    expect(within(doorDash).getByRole("button", { name: "Show fewer" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("says to connect a marketplace when none is, and offers no publishing", async () => {
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/publish": { body: buildPublishStatus({ lastPublishedAt: null }) },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    const { dialog } = await openPublishDialog();

    expect(
      await within(dialog).findByText(
        "Connect Uber Eats, DoorDash or Grubhub on Platform Connections to publish your menu",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /^Publish to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Review and publish" })).not.toBeInTheDocument();
  });
});

describe("the publish banner", () => {
  it("warns of changes the marketplaces do not have yet, and opens Publish menu", async () => {
    const user = userEvent.setup();
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/publish": {
        body: {
          ...TWO_CHANNELS,
          changedSinceLastPublish: ["Added Truffle Fries", "Removed Soup"],
          moreChangedSinceLastPublish: 1,
        },
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    expect(
      await screen.findByText(
        "Your menu changed since it was last published on Nov 27 at 2:05 PM: 3 changes not on the marketplaces yet.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Review and publish" }));
    expect(screen.getByRole("dialog", { name: "Publish menu" })).toBeInTheDocument();
  });

  it("says which marketplaces have never had the menu", async () => {
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/publish": { body: { ...TWO_CHANNELS, lastPublishedAt: null } },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    expect(
      await screen.findByText("Your menu has not been published to Uber Eats and DoorDash yet."),
    ).toBeInTheDocument();
  });

  it("shows nothing when the marketplaces are up to date, or the status cannot load", async () => {
    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/publish": { body: TWO_CHANNELS },
    });
    const first = renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("button", { name: "Review and publish" })).not.toBeInTheDocument();
    first.unmount();

    stubFetch({
      "GET /api/menu": { body: buildMenu() },
      "GET /api/menu/publish": { status: 500, body: { message: "Database unavailable" } },
    });
    const second = renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("button", { name: "Review and publish" })).not.toBeInTheDocument();
  });
});
