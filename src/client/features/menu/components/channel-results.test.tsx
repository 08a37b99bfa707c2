import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Menu } from "@/domain/api/menu";
import { putGroup, putItem } from "../menu-cache";
import {
  buildChannelResult,
  buildGroup,
  buildItem,
  buildMenu,
  buildOption,
  IDS,
  OWNER,
} from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const REFUSED = buildChannelResult({
  channel: "grubhub",
  callId: "call-grubhub-7",
  state: "failed",
  message: "Item ID not found",
});

/** Wings 86'd: Uber Eats confirmed, DoorDash still sending, Grubhub refused. */
function menuWithAnswers(): Menu {
  return putItem(
    buildMenu(),
    buildItem({
      modifierGroupIds: [IDS.size],
      availability: "until_turned_on",
      isAvailable: false,
      channels: [
        buildChannelResult({ channel: "ubereats", callId: "call-ubereats-1" }),
        buildChannelResult({ channel: "doordash", state: "sending" }),
        REFUSED,
      ],
    }),
  );
}

describe("each marketplace's answer to an 86", () => {
  it("lists every channel's state in words, with Retry only for a refusal", async () => {
    stubFetch({ "GET /api/menu": { body: menuWithAnswers() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    const list = await screen.findByRole("list", { name: "Marketplaces for Buffalo Wings" });
    const lines = within(list).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Uber Eats: confirmed",
      "DoorDash: sending…",
      "Grubhub refused: Item ID not foundRetry",
    ]);
    expect(lines.map((line) => line.dataset.state)).toEqual(["done", "sending", "failed"]);
    expect(within(list).getAllByRole("button")).toHaveLength(1);
    expect(
      within(list).getByRole("button", { name: "Retry Grubhub for Buffalo Wings" }),
    ).toBeInTheDocument();
    // Items no marketplace is busy with list nothing.
    expect(screen.queryByRole("list", { name: "Marketplaces for Caesar Salad" })).toBeNull();
  });

  it("Retry sends the refused call again and reloads the menu", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /api/menu": { body: menuWithAnswers() },
      [`POST /api/menu/calls/${REFUSED.callId}/retry`]: { body: { retried: true } },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");
    const menuLoads = () => calls.filter((call) => call.url.pathname === "/api/menu").length;
    expect(menuLoads()).toBe(1);

    await user.click(screen.getByRole("button", { name: "Retry Grubhub for Buffalo Wings" }));

    expect(await screen.findByText("Sending again")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.url.pathname).toBe(
      "/api/menu/calls/call-grubhub-7/retry",
    );
    await waitFor(() => expect(menuLoads()).toBe(2));
  });

  it("says in the server's words when there is nothing to send any more", async () => {
    const user = userEvent.setup();
    stubFetch({
      "GET /api/menu": { body: menuWithAnswers() },
      [`POST /api/menu/calls/${REFUSED.callId}/retry`]: {
        status: 409,
        body: {
          code: "CALL_SUPERSEDED",
          message: "The menu has changed since this call: it no longer needs sending",
        },
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");

    await user.click(screen.getByRole("button", { name: "Retry Grubhub for Buffalo Wings" }));

    expect(await screen.findByText("Could not send it again")).toBeInTheDocument();
    expect(
      screen.getByText("The menu has changed since this call: it no longer needs sending"),
    ).toBeInTheDocument();
  });

  it("shows an option's answers under it, with its own Retry", async () => {
    const user = userEvent.setup();
    const refused = buildChannelResult({ state: "failed", message: "Unknown modifier" });
    const menu = putGroup(
      buildMenu(),
      buildGroup({
        options: [
          buildOption(),
          buildOption({
            id: IDS.large,
            name: "Large",
            price: 2,
            availability: "until_end_of_day",
            unavailableUntil: "2026-01-07T05:00:00.000Z",
            isAvailable: false,
            channels: [refused],
          }),
        ],
      }),
    );
    const { calls } = stubFetch({
      "GET /api/menu": { body: menu },
      [`POST /api/menu/calls/${refused.callId}/retry`]: { body: { retried: true } },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);

    const list = await screen.findByRole("list", { name: "Marketplaces for Large" });
    expect(within(list).getByText("DoorDash refused: Unknown modifier")).toBeInTheDocument();
    const options = screen.getByRole("list", { name: "Options of Size" });
    expect(within(options).getByText("86'd · back at midnight")).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "Retry DoorDash for Large" }));

    expect(await screen.findByText("Sending again")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.url.pathname).toBe(
      `/api/menu/calls/${refused.callId}/retry`,
    );
  });
});
