import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SETTINGS_KEY } from "@/client/lib/restaurant-settings";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Settings } from "@/domain/api/settings";
import { buildSettings } from "../test/settings-fixtures";
import { OrdersSection } from "./orders-section";

const GET = "GET /api/settings";
const PUT = "PUT /api/settings";
const saved = buildSettings({}, { autoAcceptPlatforms: ["doordash"], deadlineWarningMinutes: 3 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server's answer to PUT: the saved settings with the new order handling. */
const savesAsSent: StubRoute = ({ body }) => ({
  body: { ...saved, ...(body as Partial<Settings>) },
});

async function showOrderHandling(put: StubReply | StubRoute = savesAsSent) {
  const stub = stubFetch({ [GET]: { body: saved }, [PUT]: put });
  const rendered = renderWithApp(<OrdersSection />);
  const group = within(await screen.findByRole("group", { name: "Auto-accept" }));
  const warning = screen.getByRole("spinbutton", { name: "Deadline warning (minutes)" });
  const puts = () => stub.calls.filter((call) => call.method === "PUT").map((call) => call.body);
  return { ...rendered, group, warning, puts };
}

describe("Order handling in Settings", () => {
  it("shows a switch per platform that waits for an answer, and the saved values", async () => {
    const { group, warning } = await showOrderHandling();
    expect(group.getAllByRole("switch").map((item) => item.getAttribute("aria-checked"))).toEqual([
      "false",
      "true",
      "false",
    ]);
    expect(group.getByRole("switch", { name: "Uber Eats" })).not.toBeChecked();
    expect(group.getByRole("switch", { name: "DoorDash" })).toBeChecked();
    expect(group.getByRole("switch", { name: "Grubhub" })).not.toBeChecked();
    expect(screen.getByRole("group", { name: "Auto-accept" })).toHaveAccessibleDescription(
      "Accept new orders at once with the default preparation time",
    );
    expect(warning).toHaveValue(3);
  });

  it("saves auto-accept and the deadline warning for the whole restaurant", async () => {
    const user = userEvent.setup();
    const { group, warning, puts, queryClient } = await showOrderHandling();
    await user.click(group.getByRole("switch", { name: "Uber Eats" }));
    await user.click(group.getByRole("switch", { name: "DoorDash" }));
    await user.clear(warning);
    await user.type(warning, "5");
    await user.click(screen.getByRole("button", { name: "Save order handling" }));

    expect(await screen.findByText("Order handling saved")).toBeInTheDocument();
    const orderHandling = {
      autoAcceptPlatforms: ["ubereats"],
      deadlineWarningMinutes: 5,
      ageWarningMinutes: 10,
      ageLateMinutes: 20,
    };
    expect(puts()).toEqual([{ orderHandling }]);
    // The dashboard's countdown reads the same cache entry.
    expect(queryClient.getQueryData<Settings>(SETTINGS_KEY)?.orderHandling).toEqual(orderHandling);
  });

  it.each(["0", "11", "2.5", ""])(
    "refuses a deadline warning of %j on its field and sends nothing",
    async (typed) => {
      const user = userEvent.setup();
      const { warning, puts } = await showOrderHandling();
      await user.clear(warning);
      if (typed) await user.type(warning, typed);
      await user.click(screen.getByRole("button", { name: "Save order handling" }));
      const message = "Deadline warning must be a whole number of minutes from 1 to 10";
      await waitFor(() => expect(warning).toHaveAccessibleDescription(message));
      expect(warning).toHaveAttribute("aria-invalid", "true");
      expect(puts()).toEqual([]);
    },
  );

  it("saves when an open order's age turns amber and red", async () => {
    const user = userEvent.setup();
    const { puts } = await showOrderHandling();
    const amber = screen.getByRole("spinbutton", { name: "Amber after (minutes)" });
    const red = screen.getByRole("spinbutton", { name: "Red after (minutes)" });
    expect(amber).toHaveValue(10);
    expect(red).toHaveValue(20);
    await user.clear(amber);
    await user.type(amber, "7");
    await user.clear(red);
    await user.type(red, "15");
    await user.click(screen.getByRole("button", { name: "Save order handling" }));
    expect(await screen.findByText("Order handling saved")).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        orderHandling: {
          autoAcceptPlatforms: ["doordash"],
          deadlineWarningMinutes: 3,
          ageWarningMinutes: 7,
          ageLateMinutes: 15,
        },
      },
    ]);
  });

  it.each([
    [
      "0",
      "20",
      "Amber after (minutes)",
      "Amber after must be a whole number of minutes from 1 to 240",
    ],
    [
      "10",
      "500",
      "Red after (minutes)",
      "Red after must be a whole number of minutes from 2 to 480",
    ],
    ["15", "15", "Red after (minutes)", "Red after must be later than amber after"],
  ])(
    "refuses amber %j and red %j on the field at fault and sends nothing",
    async (amberTyped, redTyped, field, message) => {
      const user = userEvent.setup();
      const { puts } = await showOrderHandling();
      const amber = screen.getByRole("spinbutton", { name: "Amber after (minutes)" });
      const red = screen.getByRole("spinbutton", { name: "Red after (minutes)" });
      await user.clear(amber);
      await user.type(amber, amberTyped);
      await user.clear(red);
      await user.type(red, redTyped);
      await user.click(screen.getByRole("button", { name: "Save order handling" }));
      const faulty = screen.getByRole("spinbutton", { name: field });
      await waitFor(() => expect(faulty).toHaveAccessibleDescription(message));
      expect(faulty).toHaveAttribute("aria-invalid", "true");
      expect(puts()).toEqual([]);
    },
  );

  it("puts the server's auto-accept issue under the switches", async () => {
    const user = userEvent.setup();
    const message = "Auto-accept is only for Uber Eats, DoorDash or Grubhub";
    const { group } = await showOrderHandling({
      status: 400,
      body: {
        message,
        issues: [{ path: "orderHandling.autoAcceptPlatforms.0", message }],
      },
    });
    await user.click(group.getByRole("switch", { name: "Grubhub" }));
    await user.click(screen.getByRole("button", { name: "Save order handling" }));
    expect(await group.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByText("Order handling saved")).not.toBeInTheDocument();
  });
});
