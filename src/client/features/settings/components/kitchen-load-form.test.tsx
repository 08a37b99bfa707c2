import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { KitchenLoadSettings } from "@/domain/api/settings";
import { buildSettings } from "../test/settings-fixtures";
import { KitchenLoadForm } from "./kitchen-load-form";

afterEach(() => vi.unstubAllGlobals());

function showForm(
  load: KitchenLoadSettings,
  reply = { body: buildSettings() } as Parameters<typeof stubFetch>[0][string],
) {
  const stub = stubFetch({ "PUT /api/settings": reply });
  renderWithApp(<KitchenLoadForm load={load} />);
  const sent = () => stub.calls.filter((call) => call.method === "PUT").map((call) => call.body);
  return { sent };
}

describe("Kitchen load in Settings", () => {
  it("has no rules at first, and saves the minutes per item and the rules switched on", async () => {
    const user = userEvent.setup();
    const { sent } = showForm({ defaultItemMinutes: 5, rules: null });
    expect(screen.queryByLabelText(/Pause the marketplaces above/)).toBeNull();
    const perItem = screen.getByLabelText("Minutes per item when the menu gives none");
    await user.clear(perItem);
    await user.type(perItem, "7");
    await user.click(screen.getByRole("switch", { name: /Slow or pause the marketplaces/ }));
    const busyAbove = screen.getByLabelText(/Add minutes above/);
    await user.clear(busyAbove);
    await user.type(busyAbove, "45");
    await user.click(screen.getByRole("radio", { name: "+30 min" }));
    const pauseAbove = screen.getByLabelText(/Pause the marketplaces above/);
    await user.clear(pauseAbove);
    await user.click(screen.getByRole("button", { name: "Save kitchen load" }));
    expect(await screen.findByText("Kitchen load saved")).toBeVisible();
    expect(sent()).toEqual([
      {
        kitchenLoad: {
          defaultItemMinutes: 7,
          rules: { busyAboveMinutes: 45, busyExtraMinutes: 30, pauseAboveMinutes: null },
        },
      },
    ]);
  });

  it("turns the rules off by saving none, and shows the server's words by the field", async () => {
    const user = userEvent.setup();
    const message = "Pausing must start above the busy level";
    const { sent } = showForm(
      {
        defaultItemMinutes: 5,
        rules: { busyAboveMinutes: 60, busyExtraMinutes: 20, pauseAboveMinutes: 50 },
      },
      {
        status: 400,
        body: {
          message,
          issues: [{ path: "kitchenLoad.rules.pauseAboveMinutes", message }],
        },
      },
    );
    expect(screen.getByLabelText(/Pause the marketplaces above/)).toHaveValue(50);
    await user.click(screen.getByRole("button", { name: "Save kitchen load" }));
    expect(await screen.findByText(message)).toBeVisible();
    await user.click(screen.getByRole("switch", { name: /Slow or pause the marketplaces/ }));
    await user.click(screen.getByRole("button", { name: "Save kitchen load" }));
    await vi.waitFor(() =>
      expect(sent().at(-1)).toEqual({ kitchenLoad: { defaultItemMinutes: 5, rules: null } }),
    );
  });
});
