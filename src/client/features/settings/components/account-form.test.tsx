import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import type { StubReply, StubRoute } from "@/client/test/fetch-stub";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from "@/domain/api/settings";
import { buildUser } from "../test/settings-fixtures";
import { AccountSection } from "./account-section";

const PUT = "PUT /api/account";
const owner = buildUser();

afterEach(() => {
  vi.unstubAllGlobals();
});

function showAccount(reply: StubReply | StubRoute = { body: owner }, user = owner) {
  const stub = stubFetch({ [PUT]: reply });
  const rendered = renderWithApp(<AccountSection user={user} />);
  const field = (name: string) => screen.getByLabelText(name, { selector: "input" });
  return { ...stub, ...rendered, field, puts: () => stub.calls.filter((c) => c.method === "PUT") };
}

describe("the Account form", () => {
  it("requires the current password when the email changes, before asking the server", async () => {
    const user = userEvent.setup();
    const { field, puts } = showAccount();
    await user.clear(field("Email"));
    await user.type(field("Email"), "luigi@trattoria.example");
    await user.click(screen.getByRole("button", { name: "Save account" }));

    expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED)).toBeVisible();
    expect(field("Current password")).toHaveAccessibleDescription(CURRENT_PASSWORD_REQUIRED);
    expect(puts()).toHaveLength(0);
  });

  it("does not ask for the current password to change only the name", async () => {
    const user = userEvent.setup();
    const { field, puts } = showAccount({ body: { ...owner, name: "Luigi R." } });
    await user.clear(field("Name"));
    await user.type(field("Name"), "Luigi R.");
    await user.click(screen.getByRole("button", { name: "Save account" }));

    expect(await screen.findByText("Account saved")).toBeVisible();
    expect(screen.queryByText("Other devices have been signed out.")).not.toBeInTheDocument();
    expect(puts()[0]?.body).toEqual({ name: "Luigi R.", email: owner.email });
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const user = userEvent.setup();
    const { field, puts } = showAccount();
    await user.type(field("Current password"), "old-secret");
    await user.type(field("New password"), "new-secret");
    await user.type(field("Confirm new password"), "new-secreT");
    await user.click(screen.getByRole("button", { name: "Save account" }));

    expect(await screen.findByText("Passwords do not match")).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it("puts a 409 on Email", async () => {
    const user = userEvent.setup();
    const message = "An account with this email already exists";
    const { field } = showAccount({ status: 409, body: { message } });
    await user.clear(field("Email"));
    await user.type(field("Email"), "maria@example.com");
    await user.type(field("Current password"), "old-secret");
    await user.click(screen.getByRole("button", { name: "Save account" }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(field("Email")).toHaveAccessibleDescription(message);
    expect(field("Email")).toHaveFocus();
  });

  it("puts the server's wrong-password issue on Current password", async () => {
    const user = userEvent.setup();
    const { field } = showAccount({
      status: 400,
      body: {
        message: "Invalid",
        issues: [{ path: "currentPassword", message: CURRENT_PASSWORD_WRONG }],
      },
    });
    await user.type(field("Current password"), "guess");
    await user.type(field("New password"), "new-secret");
    await user.type(field("Confirm new password"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Save account" }));

    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeVisible();
    expect(field("Current password")).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG);
  });

  it("saves a new password: clears the boxes, says others were signed out, updates the user", async () => {
    const user = userEvent.setup();
    const renamed = { ...owner, name: "Luigi R." };
    const { field, puts, queryClient } = showAccount({ body: renamed });
    await user.type(field("Current password"), "old-secret");
    await user.type(field("New password"), "new-secret");
    await user.type(field("Confirm new password"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Save account" }));

    expect(await screen.findByText("Other devices have been signed out.")).toBeVisible();
    expect(screen.getByText("Account saved")).toBeVisible();
    expect(puts()[0]?.body).toEqual({
      name: owner.name,
      email: owner.email,
      currentPassword: "old-secret",
      newPassword: "new-secret",
    });
    for (const name of ["Current password", "New password", "Confirm new password"]) {
      expect(field(name)).toHaveValue("");
    }
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(renamed);
  });

  it("says a 403 in a toast", async () => {
    const user = userEvent.setup();
    const { field } = showAccount({
      status: 403,
      body: { message: "The demo account cannot be changed" },
    });
    await user.clear(field("Name"));
    await user.type(field("Name"), "Someone");
    await user.click(screen.getByRole("button", { name: "Save account" }));

    expect(await screen.findByText("Could not save account")).toBeVisible();
    expect(screen.getByText("The demo account cannot be changed")).toBeVisible();
  });

  it("shows the demo account read-only, with no way to save", () => {
    showAccount(undefined, buildUser({ role: "demo", email: "demo@orderdock.app" }));
    expect(screen.getByText("The demo account cannot be changed")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save account" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});
