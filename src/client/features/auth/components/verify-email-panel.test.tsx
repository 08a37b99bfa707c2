import { screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import { buildCurrentUser } from "@/client/test/current-user";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { VERIFY_LINK_INVALID } from "@/domain/api/auth";
import { VerifyEmailPanel } from "./verify-email-panel";

const VERIFY = "POST /api/auth/verify-email";
const TOKEN = "a".repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(token: string | null) {
  const location = memoryLocation({ path: "/verify-email", record: true });
  const rendered = renderWithApp(
    <StrictMode>
      <Router hook={location.hook}>
        <VerifyEmailPanel token={token} />
      </Router>
    </StrictMode>,
  );
  return { ...rendered, location };
}

describe("the email confirmation screen", () => {
  it("confirms once, keeps the signed-in owner and goes to the dashboard", async () => {
    const user = buildCurrentUser();
    const { calls } = stubFetch({ [VERIFY]: { body: { user } } });
    const { location, queryClient } = renderPanel(TOKEN);
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your email...");

    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: TOKEN });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(user);
    expect(await screen.findByText("Email confirmed")).toBeVisible();
  });

  it("says a used or expired link in the server's words, with a way to sign in", async () => {
    stubFetch({ [VERIFY]: { status: 400, body: { message: VERIFY_LINK_INVALID } } });
    renderPanel(TOKEN);
    expect(await screen.findByRole("alert")).toHaveTextContent(VERIFY_LINK_INVALID);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("does not call the server for a link without a token", () => {
    const { calls } = stubFetch({});
    renderPanel(null);
    expect(screen.getByRole("alert")).toHaveTextContent(VERIFY_LINK_INVALID);
    expect(calls).toHaveLength(0);
  });
});
