import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/client/hooks/use-toast";
import { Toaster } from "./toaster";

describe("<Toaster />", () => {
  it("announces a toast's title and description in the notifications region", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Order Status Updated", description: "Order #1042 is now Ready for Pickup" });
    });
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    expect(screen.getByText("Order Status Updated")).toBeVisible();
    expect(screen.getByText("Order #1042 is now Ready for Pickup")).toBeVisible();
  });

  it("closes a toast with its close button", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Copied!" });
    });
    act(() => screen.getByRole("button", { name: "Close" }).click());
    expect(screen.queryByText("Copied!")).not.toBeInTheDocument();
  });

  it("runs a toast's action", () => {
    let clicked = 0;
    render(<Toaster />);
    act(() => {
      toast({
        title: "Login failed",
        action: { label: "Retry", altText: "Retry sign-in", onClick: () => (clicked += 1) },
      });
    });
    act(() => screen.getByRole("button", { name: "Retry" }).click());
    expect(clicked).toBe(1);
  });
});
