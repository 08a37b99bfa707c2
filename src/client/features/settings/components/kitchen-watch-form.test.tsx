import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { KitchenWatch } from "@/domain/api/settings";
import { buildSettings } from "../test/settings-fixtures";
import { KitchenWatchForm } from "./kitchen-watch-form";

afterEach(() => vi.unstubAllGlobals());

const OFF: KitchenWatch = { openingHours: null, darkKitchenMinutes: 5, reopenWhenBack: true };

function showForm(
  watch: KitchenWatch,
  reply = { body: buildSettings() } as Parameters<typeof stubFetch>[0][string],
) {
  const stub = stubFetch({ "PUT /api/settings": reply });
  renderWithApp(<KitchenWatchForm watch={watch} />);
  const sent = () => stub.calls.filter((call) => call.method === "PUT").map((call) => call.body);
  return { sent };
}

describe("Opening hours and a kitchen that goes dark", () => {
  it("is off with no hours, and saves a week of hours once switched on", async () => {
    const user = userEvent.setup();
    const { sent } = showForm(OFF);
    expect(screen.queryByRole("group", { name: "Opening hours" })).toBeNull();
    await user.click(screen.getByRole("switch", { name: /Watch the kitchen/ }));
    const week = within(screen.getByRole("group", { name: "Opening hours" }));
    // Closed on Mondays; open late on Fridays.
    await user.click(week.getByRole("checkbox", { name: "Open on Monday" }));
    const fridayCloses = week.getByLabelText("Friday closes");
    await user.clear(fridayCloses);
    await user.type(fridayCloses, "01:30");
    const minutes = screen.getByLabelText(/Pause after/);
    await user.clear(minutes);
    await user.type(minutes, "10");
    await user.click(screen.getByRole("button", { name: "Save opening hours" }));
    expect(await screen.findByText("Opening hours saved")).toBeVisible();
    const usual = { open: "11:00", close: "22:00" };
    expect(sent()).toEqual([
      {
        kitchenWatch: {
          openingHours: [
            usual,
            null,
            usual,
            usual,
            usual,
            { open: "11:00", close: "01:30" },
            usual,
          ],
          darkKitchenMinutes: 10,
          reopenWhenBack: true,
        },
      },
    ]);
  });

  it("turns the watch off by saving no hours", async () => {
    const user = userEvent.setup();
    const hours = Array.from({ length: 7 }, () => ({ open: "09:00", close: "17:00" }));
    const { sent } = showForm({
      openingHours: hours,
      darkKitchenMinutes: 5,
      reopenWhenBack: false,
    });
    expect(screen.getByLabelText("Sunday opens")).toHaveValue("09:00");
    expect(screen.getByRole("switch", { name: /Reopen the channels/ })).not.toBeChecked();
    await user.click(screen.getByRole("switch", { name: /Watch the kitchen/ }));
    await user.click(screen.getByRole("button", { name: "Save opening hours" }));
    await vi.waitFor(() =>
      expect(sent()).toEqual([
        { kitchenWatch: { openingHours: null, darkKitchenMinutes: 5, reopenWhenBack: false } },
      ]),
    );
  });

  it("shows the server's words beside the minutes", async () => {
    const user = userEvent.setup();
    const message = "Minutes without a dashboard must be a whole number from 1 to 60";
    showForm(
      { openingHours: Array(7).fill(null), darkKitchenMinutes: 5, reopenWhenBack: true },
      {
        status: 400,
        body: {
          message: "Invalid request",
          issues: [{ path: "kitchenWatch.darkKitchenMinutes", message }],
        },
      },
    );
    await user.click(screen.getByRole("button", { name: "Save opening hours" }));
    expect(await screen.findByText(message)).toBeVisible();
  });
});
