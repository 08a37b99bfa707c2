import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { EMAIL_NOT_VERIFIED, VERIFICATION_SENT } from "@/domain/api/auth";
import { LoginForm } from "./login-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLogin() {
  const location = memoryLocation({ path: "/login" });
  renderWithApp(
    <Router hook={location.hook}>
      <LoginForm isDemoMode={false} redirectTo="/dashboard" />
    </Router>,
  );
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Email" }), "new-owner@example.com");
  await user.type(screen.getByLabelText("Password"), "pasta-fresca");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("signing in before the email is confirmed", () => {
  it("says so in the 'Login failed' toast and offers to send a new link", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "POST /api/auth/login": {
        status: 403,
        body: { message: EMAIL_NOT_VERIFIED, code: "EMAIL_NOT_VERIFIED" },
      },
      "POST /api/auth/resend-verification": { body: { message: VERIFICATION_SENT } },
    });
    renderLogin();
    await signIn(user);

    expect(await screen.findByText("Login failed")).toBeVisible();
    expect(screen.getByText(EMAIL_NOT_VERIFIED)).toBeVisible();
    expect(screen.getByText("Your email address is not confirmed yet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(VERIFICATION_SENT)).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ email: "new-owner@example.com" });
  });

  it("offers no new link for a wrong password", async () => {
    const user = userEvent.setup();
    stubFetch({
      "POST /api/auth/login": {
        status: 401,
        body: { message: "Invalid email or password", code: "INVALID_CREDENTIALS" },
      },
    });
    renderLogin();
    await signIn(user);
    expect(await screen.findByText("Invalid email or password")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send the link again" })).not.toBeInTheDocument();
  });
});
