import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { isDeviceBrowser, rememberDeviceBrowser } from "@/client/lib/device-browser";
import { buildCurrentUser, buildDeviceSession } from "@/client/test/current-user";
import { type StubReply, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { CurrentUser } from "@/domain/api/auth";
import { DEVICE_MESSAGES, PAIRING_CODE_INVALID } from "@/domain/api/devices";
import { DevicePage } from "./device-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SIGNED_OUT: StubReply = { status: 401, body: { message: "Please sign in" } };

function openDevicePage({
  session = SIGNED_OUT,
  pair = { body: buildDeviceSession() },
}: {
  session?: StubReply;
  pair?: StubReply;
} = {}) {
  const stub = stubFetch({ "GET /api/auth/me": session, "POST /api/device/pair": pair });
  const location = memoryLocation({ path: "/device", record: true });
  const { queryClient } = renderWithApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DevicePage />
    </Router>,
  );
  const pairs = () =>
    stub.calls.filter((call) => call.url.pathname === "/api/device/pair").map((call) => call.body);
  return { location, queryClient, pairs };
}

const codeBox = () => screen.getByRole("textbox", { name: "Pairing code" });
const pairButton = () => screen.getByRole("button", { name: "Pair this device" });

describe("pairing a tablet at /device", () => {
  it("pairs with the code, remembers it is a device, and opens the orders", async () => {
    const user = userEvent.setup();
    const { location, queryClient, pairs } = openDevicePage();
    expect(await screen.findByRole("heading", { name: "Pair this device" })).toBeVisible();
    await user.type(codeBox(), "k7mq-4xtp");
    expect(codeBox()).toHaveValue("K7MQ-4XTP");
    await user.click(pairButton());

    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"));
    expect(pairs()).toEqual([{ code: "K7MQ-4XTP" }]);
    expect(queryClient.getQueryData<CurrentUser>(CURRENT_USER_KEY)?.device?.name).toBe("Pass iPad");
    expect(isDeviceBrowser()).toBe(true);
  });

  it("says the server's words when the code is refused, and stays", async () => {
    const user = userEvent.setup();
    const { location } = openDevicePage({
      pair: { status: 404, body: { message: PAIRING_CODE_INVALID } },
    });
    await user.type(codeBox(), "AAAA-BBBB");
    await user.click(pairButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(PAIRING_CODE_INVALID);
    expect(codeBox()).toHaveAccessibleDescription(PAIRING_CODE_INVALID);
    expect(location.history.at(-1)).toBe("/device");
    expect(isDeviceBrowser()).toBe(false);
  });

  it("says too many tries in the server's words", async () => {
    const user = userEvent.setup();
    openDevicePage({
      pair: { status: 429, body: { message: "Too many tries. Wait a minute, then try again." } },
    });
    await user.type(codeBox(), "AAAA-BBBB");
    await user.click(pairButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many tries. Wait a minute, then try again.",
    );
  });

  it("refuses a code too short to be one without sending it", async () => {
    const user = userEvent.setup();
    const { pairs } = openDevicePage();
    await user.type(codeBox(), "K7");
    await user.click(pairButton());
    expect(screen.getByRole("alert")).toHaveTextContent(PAIRING_CODE_INVALID);
    expect(pairs()).toEqual([]);
  });

  it("tells a device that was removed why it is here", async () => {
    rememberDeviceBrowser();
    openDevicePage();
    expect(await screen.findByRole("alert")).toHaveTextContent(DEVICE_MESSAGES.revoked);
    expect(codeBox()).toBeVisible();
  });

  it("lets a person signed in here pair all the same, saying it signs them out", async () => {
    const user = userEvent.setup();
    const { location } = openDevicePage({ session: { body: buildCurrentUser() } });
    expect(
      await screen.findByText("You are signed in as Luigi Rossi: pairing signs you out here."),
    ).toBeVisible();
    await user.type(codeBox(), "K7MQ4XTP");
    await user.click(pairButton());
    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"));
  });

  it("sends a device already paired to its orders", async () => {
    openDevicePage({ session: { body: buildDeviceSession() } });
    const note = await screen.findByText("This browser is already paired as Pass iPad.");
    expect(note).toBeVisible();
    expect(
      within(note.parentElement as HTMLElement).getByRole("link", { name: "Open the orders" }),
    ).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("textbox", { name: "Pairing code" })).not.toBeInTheDocument();
  });
});
