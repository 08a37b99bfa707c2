import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import {
  EMAIL_MESSAGE,
  OWNER_NAME_MESSAGE,
  PASSWORD_MESSAGE,
  RESTAURANT_NAME_MESSAGE,
  SIGN_UP_DISABLED,
  SIGN_UP_SENT,
  VERIFICATION_SENT,
} from "@/domain/api/auth";
import { SignUpForm } from "./sign-up-form";

const SIGN_UP = "POST /api/auth/signup";
const RESEND = "POST /api/auth/resend-verification";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = "luigi@example.com") {
  await user.type(screen.getByRole("textbox", { name: "Restaurant name" }), " Luigi's Trattoria ");
  await user.type(screen.getByRole("textbox", { name: "Your name" }), "Luigi Rossi");
  await user.type(screen.getByRole("textbox", { name: "Email" }), email);
  await user.type(screen.getByLabelText("Password"), "pasta-fresca");
}

describe("the sign-up form", () => {
  it("names each missing or wrong field with the shared messages and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({});
    renderWithApp(<SignUpForm />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Start Free Trial" }));

    expect(await screen.findByText(RESTAURANT_NAME_MESSAGE)).toBeVisible();
    expect(screen.getByText(OWNER_NAME_MESSAGE)).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      EMAIL_MESSAGE,
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(PASSWORD_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it("sends the details, then says to check the email at that address and can resend the link", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [SIGN_UP]: { body: { message: SIGN_UP_SENT, email: "luigi@example.com" } },
      [RESEND]: { body: { message: VERIFICATION_SENT } },
    });
    renderWithApp(<SignUpForm />);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("At least 6 characters");
    await fillIn(user, "Luigi@Example.com");
    await user.click(screen.getByRole("button", { name: "Start Free Trial" }));

    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeVisible();
    expect(screen.getByText("luigi@example.com")).toBeVisible();
    expect(calls[0]?.body).toEqual({
      restaurantName: "Luigi's Trattoria",
      name: "Luigi Rossi",
      email: "luigi@example.com",
      password: "pasta-fresca",
    });

    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(VERIFICATION_SENT)).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      body: { email: "luigi@example.com" },
    });
    expect(calls.at(-1)?.url.pathname).toBe("/api/auth/resend-verification");
  });

  it("goes back to the form to use another address", async () => {
    const user = userEvent.setup();
    stubFetch({ [SIGN_UP]: { body: { message: SIGN_UP_SENT, email: "luigi@example.com" } } });
    renderWithApp(<SignUpForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Start Free Trial" }));
    await user.click(await screen.findByRole("button", { name: "Use a different email" }));
    expect(screen.getByRole("button", { name: "Start Free Trial" })).toBeVisible();
  });

  it("says a refused resend in the server's words", async () => {
    const user = userEvent.setup();
    stubFetch({
      [SIGN_UP]: { body: { message: SIGN_UP_SENT, email: "luigi@example.com" } },
      [RESEND]: { status: 429, body: { message: "Rate limit exceeded, retry in 15 minutes" } },
    });
    renderWithApp(<SignUpForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Start Free Trial" }));
    await user.click(await screen.findByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("Rate limit exceeded, retry in 15 minutes")).toBeVisible();
  });

  it("puts the server's 400 issue beside its field, and a closed sign-up in a toast", async () => {
    const user = userEvent.setup();
    let isClosed = false;
    stubFetch({
      [SIGN_UP]: () =>
        isClosed
          ? { status: 403, body: { message: SIGN_UP_DISABLED, code: "SIGN_UP_DISABLED" } }
          : {
              status: 400,
              body: {
                message: "Restaurant name can be at most 100 characters",
                issues: [
                  {
                    path: "restaurantName",
                    message: "Restaurant name can be at most 100 characters",
                  },
                ],
              },
            },
    });
    renderWithApp(<SignUpForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Start Free Trial" }));
    expect(
      await screen.findByRole("textbox", { name: "Restaurant name" }),
    ).toHaveAccessibleDescription("Restaurant name can be at most 100 characters");

    isClosed = true;
    await user.click(screen.getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText(SIGN_UP_DISABLED)).toBeVisible();
    expect(screen.getByText("Sign-up failed")).toBeVisible();
  });
});
