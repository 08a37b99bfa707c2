import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { SALES_TAX_MESSAGE } from "@/domain/api/settings";
import { buildOrderHandling, buildProfile, buildUser } from "../test/settings-fixtures";
import { ProfileSection } from "./profile-section";

const GET = "GET /api/settings";
const PUT = "PUT /api/settings";
const profile = buildProfile();

afterEach(() => {
  vi.unstubAllGlobals();
});

async function showProfile(put: Parameters<typeof stubFetch>[0][string] = { status: 500 }) {
  const stub = stubFetch({
    [GET]: { body: { restaurant: profile, orderHandling: buildOrderHandling() } },
    [PUT]: put,
  });
  const rendered = renderWithApp(<ProfileSection />);
  await screen.findByRole("textbox", { name: "Restaurant name" });
  return { ...stub, ...rendered };
}

describe("the Restaurant profile form", () => {
  it("shows the saved profile, the timezone among the browser's zones", async () => {
    await showProfile();
    expect(screen.getByRole("textbox", { name: "Restaurant name" })).toHaveValue(profile.name);
    expect(screen.getByRole("textbox", { name: "Restaurant name" })).toHaveAccessibleDescription(
      "Printed on every receipt",
    );
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveValue(profile.phone);
    expect(screen.getByRole("textbox", { name: "Address" })).toHaveValue(profile.address);
    const timezone = screen.getByRole("combobox", { name: "Timezone" });
    expect(timezone).toHaveValue("America/Chicago");
    expect(screen.getByRole("option", { name: "Europe/Rome" })).toBeInTheDocument();
  });

  it("shows the schema's message for an empty name and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = await showProfile();
    await user.clear(screen.getByRole("textbox", { name: "Restaurant name" }));
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Restaurant name is required")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Restaurant name" })).toHaveAccessibleDescription(
      "Restaurant name is required",
    );
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("puts the server's 400 timezone issue on the Timezone field", async () => {
    const user = userEvent.setup();
    const message = "Choose a timezone from the list, e.g. America/New_York";
    await showProfile({
      status: 400,
      body: { message: "Invalid settings", issues: [{ path: "restaurant.timezone", message }] },
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Timezone" }), "Asia/Tokyo");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    const timezone = screen.getByRole("combobox", { name: "Timezone" });
    await waitFor(() => expect(timezone).toHaveAccessibleDescription(message));
    expect(timezone).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Profile saved")).not.toBeInTheDocument();
  });

  it("saves, says 'Profile saved' and refreshes the signed-in user for the shell and receipts", async () => {
    const user = userEvent.setup();
    const saved = buildProfile({ name: "Luigi's Kitchen" });
    const { calls, queryClient } = await showProfile({
      body: { restaurant: saved, orderHandling: buildOrderHandling() },
    });
    queryClient.setQueryData(CURRENT_USER_KEY, buildUser());

    const name = screen.getByRole("textbox", { name: "Restaurant name" });
    await user.clear(name);
    await user.type(name, "  Luigi's Kitchen ");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Profile saved")).toBeVisible();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      restaurant: { ...profile, name: "Luigi's Kitchen" },
    });
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
    expect(name).toHaveValue("Luigi's Kitchen");
  });

  it("edits the sales tax of website-form orders, checked with the shared message", async () => {
    const user = userEvent.setup();
    const { calls } = await showProfile({
      body: {
        restaurant: buildProfile({ salesTaxPercent: 8.875 }),
        orderHandling: buildOrderHandling(),
      },
    });
    const tax = screen.getByRole("spinbutton", { name: "Sales tax (%)" });
    expect(tax).toHaveValue(0);
    expect(tax).toHaveAccessibleDescription(
      "Added to orders from your website order form, e.g. 8.875. Delivery platforms charge their own tax.",
    );

    await user.clear(tax);
    await user.type(tax, "31");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText(SALES_TAX_MESSAGE)).toBeVisible();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);

    await user.clear(tax);
    await user.type(tax, "8.875");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved")).toBeVisible();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      restaurant: { ...profile, salesTaxPercent: 8.875 },
    });
    expect(tax).toHaveValue(8.875);
  });

  it("offers 'Try again' when the profile cannot be loaded", async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubFetch({
      [GET]: () =>
        isDown
          ? { status: 500 }
          : { body: { restaurant: profile, orderHandling: buildOrderHandling() } },
    });
    renderWithApp(<ProfileSection />);

    expect(await screen.findByText("The restaurant profile could not be loaded.")).toBeVisible();
    isDown = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Restaurant name" })).toHaveValue(
      profile.name,
    );
  });
});
