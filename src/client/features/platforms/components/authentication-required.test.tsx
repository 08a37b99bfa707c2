import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/client/test/render-with-app";
import { AuthenticationRequired } from "./authentication-required";

describe("the signed-out card", () => {
  it("says 'Authentication Required' and links to the login screen, with no form", () => {
    renderWithApp(<AuthenticationRequired />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Authentication Required" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
