import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { SystemResetCard } from "./system-tools";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openResetDialog() {
  const user = userEvent.setup();
  renderWithApp(<SystemResetCard />);
  await user.click(screen.getByRole("button", { name: "System Reset" }));
  return user;
}

describe("System Reset's confirmation", () => {
  it("stays disabled until exactly RESET is typed, then sends {confirm: 'RESET'}", async () => {
    const { calls } = stubFetch({
      "POST /api/admin/system-reset": {
        body: {
          success: true,
          removed: { testRestaurants: 3, demoRestaurants: 1, users: 4, orders: 61 },
        },
      },
    });
    const user = await openResetDialog();
    const input = screen.getByLabelText("Type RESET to confirm");
    const confirm = screen.getByRole("button", { name: "Reset system" });

    expect(confirm).toBeDisabled();
    for (const attempt of ["reset", "RESE", "RESET ", " RESET"]) {
      await user.clear(input);
      await user.type(input, attempt);
      expect(confirm, attempt).toBeDisabled();
    }
    await user.type(input, "{Enter}");
    expect(calls).toHaveLength(0);

    await user.clear(input);
    await user.type(input, "RESET");
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText("System reset complete")).toBeInTheDocument();
    expect(
      screen.getByText("Removed 3 test restaurants, 1 demo restaurant, 4 accounts and 61 orders"),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ method: "POST", body: { confirm: "RESET" } }),
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open and says why when the reset fails", async () => {
    stubFetch({
      "POST /api/admin/system-reset": { status: 503, body: { message: "The database is down" } },
    });
    const user = await openResetDialog();
    await user.type(screen.getByLabelText("Type RESET to confirm"), "RESET");
    await user.click(screen.getByRole("button", { name: "Reset system" }));

    expect(await screen.findByText("Reset failed")).toBeInTheDocument();
    expect(screen.getByText("The database is down")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Reset the system?" })).toBeInTheDocument();
  });
});
