import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { resetToasts, toast } from "@/client/hooks/use-toast";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import { Toaster } from "./toaster";

/** A dialog open from the start, with a menu inside it, beside the app's toasts. */
function OpenDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Order #1042</DialogTitle>
          <DialogDescription>2 items</DialogDescription>
          <DropdownMenu>
            <DropdownMenuTrigger>Print on…</DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem>Kitchen printer</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

afterEach(() => act(() => resetToasts()));

describe("Escape on a dialog", () => {
  it("closes it even when a toast has appeared above it", async () => {
    const user = userEvent.setup();
    render(<OpenDialog />);
    expect(screen.getByRole("dialog", { name: "Order #1042" })).toBeVisible();
    act(() => {
      toast({ title: "Order Status Updated", description: "Order #1043 is now Preparing" });
    });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Order #1042" })).not.toBeInTheDocument();
  });

  it("closes a menu inside it first, and the dialog only with a second Escape", async () => {
    const user = userEvent.setup();
    render(<OpenDialog />);
    const dialog = screen.getByRole("dialog", { name: "Order #1042" });
    await user.click(within(dialog).getByRole("button", { name: "Print on…" }));
    expect(await screen.findByRole("menuitem", { name: "Kitchen printer" })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Order #1042" })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Order #1042" })).not.toBeInTheDocument();
  });
});
