import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { StoreStatus } from "@/domain/api/store";
import { call, channel, control, storeStatus } from "../test/store-fixtures";
import { StoreBar } from "./store-bar";

const NOW = new Date("2026-11-26T18:00:00.000Z");
const IN_15 = "2026-11-26T18:15:00.000Z";
const ZONE = "America/Chicago";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function showBar(status: StoreStatus, routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ "GET /api/store": { body: status }, ...routes });
  const onManage = vi.fn();
  renderWithApp(<StoreBar timeZone={ZONE} onManage={onManage} />);
  return { stub, onManage };
}

const bar = () => within(screen.getByRole("region", { name: "Store status" }));

describe("the store bar", () => {
  it("draws nothing while every channel is open", async () => {
    const { stub } = showBar(storeStatus([channel("doordash"), channel("website")]));
    await vi.waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Store status" })).toBeNull();
  });

  it("says which channels are paused, until when, and counts down to the end, then goes", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date", "setInterval", "clearInterval"] });
    showBar(
      storeStatus([
        channel("doordash", { pause: control("pause", IN_15, call("pause", "done")) }),
        channel("grubhub", { pause: control("pause", IN_15, call("pause", "sending")) }),
        channel("ubereats"),
      ]),
    );
    expect(
      await screen.findByText("Paused on DoorDash and Grubhub until 12:15 PM · 15:00 left"),
    ).toBeVisible();
    act(() => vi.advanceTimersByTime(61_000));
    expect(
      bar().getByText("Paused on DoorDash and Grubhub until 12:15 PM · 13:59 left"),
    ).toBeVisible();
    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(screen.queryByRole("region", { name: "Store status" })).toBeNull();
  });

  it("reopens the paused channels when asked", async () => {
    const user = userEvent.setup();
    const paused = storeStatus([
      channel("doordash", { pause: control("pause", null, call("pause", "done")) }),
      channel("website", { pause: control("pause", null) }),
    ]);
    const { stub } = showBar(paused, {
      "POST /api/store/end": { body: storeStatus([channel("doordash"), channel("website")]) },
    });
    await user.click(
      await screen.findByRole("button", { name: "Reopen now: DoorDash and Website" }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole("region", { name: "Store status" })).toBeNull(),
    );
    expect(stub.calls.find((entry) => entry.method === "POST")?.body).toEqual({
      kind: "pause",
      channels: ["doordash", "website"],
    });
  });

  it("shows busy mode's minutes, and a platform's refusal with Retry", async () => {
    const user = userEvent.setup();
    const { stub, onManage } = showBar(
      storeStatus([
        channel("ubereats", {
          busy: control(
            "busy",
            null,
            call("busy", "failed", "Store is not managed externally", "refused-1"),
          ),
        }),
        channel("grubhub", {
          unconfirmedEnd: call("resume", "failed", "Service requires reconciliation", "stuck-1"),
        }),
      ]),
      { "POST /api/store/calls/refused-1/retry": { body: storeStatus([channel("ubereats")]) } },
    );
    expect(await screen.findByText("Busy: +20 min on Uber Eats until you end it")).toBeVisible();
    expect(bar().getByText("Uber Eats refused: Store is not managed externally")).toBeVisible();
    expect(
      bar().getByText("Grubhub has not reopened: Service requires reconciliation"),
    ).toBeVisible();
    await user.click(bar().getAllByRole("button", { name: "Manage" })[0] as HTMLElement);
    expect(onManage).toHaveBeenCalled();
    await user.click(bar().getByRole("button", { name: "Retry busy mode on Uber Eats" }));
    await vi.waitFor(() =>
      expect(stub.calls.map((entry) => `${entry.method} ${entry.url.pathname}`)).toContain(
        "POST /api/store/calls/refused-1/retry",
      ),
    );
  });

  it("says why OrderDock paused channels by itself, apart from staff's pause", async () => {
    const watched = {
      ...control("pause", null, call("pause", "done")),
      source: "dark_kitchen" as const,
      reason: "No OrderDock dashboard connected for 5 minutes during opening hours",
    };
    showBar(
      storeStatus([
        channel("ubereats", { pause: { ...watched, id: "w1" } }),
        channel("doordash", { pause: { ...watched, id: "w2" } }),
        channel("website", { pause: control("pause", null) }),
      ]),
    );
    expect(
      await screen.findByText(
        "Paused on Uber Eats and DoorDash until you reopen them · No OrderDock dashboard connected for 5 minutes during opening hours",
      ),
    ).toBeVisible();
    expect(bar().getByText("Paused on Website until you reopen it")).toBeVisible();
  });
});
