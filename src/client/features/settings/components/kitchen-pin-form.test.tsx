import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StubReply, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { DEVICE_MESSAGES, PIN_MESSAGE } from "@/domain/api/devices";
import { CURRENT_PASSWORD_WRONG } from "@/domain/api/settings";
import type { UserRole } from "@/domain/permissions";
import { buildUser } from "../test/settings-fixtures";
import { AccountSection } from "./account-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

function showAccount(
  role: UserRole,
  reply: StubReply = { body: { message: DEVICE_MESSAGES.pinSet } },
) {
  const stub = stubFetch({ "PUT /api/account/pin": reply });
  renderWithApp(<AccountSection user={buildUser({ role })} />);
  const sent = () =>
    stub.calls.filter((call) => call.url.pathname === "/api/account/pin").map((call) => call.body);
  return { sent };
}

const pinForm = () => screen.getByRole("form", { name: "Kitchen PIN" });

describe("Settings → Account: Kitchen PIN", () => {
  it.each(["shop_owner", "manager", "staff"] as const)(
    "lets a restaurant's %s set their PIN with their password, and says it is set",
    async (role) => {
      const user = userEvent.setup();
      const { sent } = showAccount(role);
      const form = pinForm();
      await user.type(within(form).getByLabelText("Your password"), "secret-words");
      await user.type(within(form).getByLabelText("New PIN"), "2468");
      await user.click(within(form).getByRole("button", { name: "Save PIN" }));

      expect(await within(form).findByRole("status")).toHaveTextContent(DEVICE_MESSAGES.pinSet);
      expect(sent()).toEqual([{ currentPassword: "secret-words", pin: "2468" }]);
      // Neither stays in its box.
      expect(within(form).getByLabelText("Your password")).toHaveValue("");
      expect(within(form).getByLabelText("New PIN")).toHaveValue("");
    },
  );

  it("checks the PIN before sending it", async () => {
    const user = userEvent.setup();
    const { sent } = showAccount("staff");
    const form = pinForm();
    await user.type(within(form).getByLabelText("Your password"), "secret-words");
    await user.type(within(form).getByLabelText("New PIN"), "12a");
    await user.click(within(form).getByRole("button", { name: "Save PIN" }));
    expect(await within(form).findByText(PIN_MESSAGE)).toBeVisible();
    expect(sent()).toEqual([]);
  });

  it("puts a wrong password's message beside the password", async () => {
    const user = userEvent.setup();
    showAccount("staff", {
      status: 400,
      body: {
        message: "Validation failed",
        issues: [{ path: ["currentPassword"], message: CURRENT_PASSWORD_WRONG }],
      },
    });
    const form = pinForm();
    await user.type(within(form).getByLabelText("Your password"), "not-my-words");
    await user.type(within(form).getByLabelText("New PIN"), "2468");
    await user.click(within(form).getByRole("button", { name: "Save PIN" }));
    const password = within(form).getByLabelText("Your password");
    expect(await within(form).findByText(CURRENT_PASSWORD_WRONG)).toBeVisible();
    expect(password).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG);
    expect(within(form).queryByRole("status")).not.toBeInTheDocument();
  });

  it("is not offered to the demo account", () => {
    showAccount("demo");
    expect(screen.queryByRole("form", { name: "Kitchen PIN" })).not.toBeInTheDocument();
  });
});
