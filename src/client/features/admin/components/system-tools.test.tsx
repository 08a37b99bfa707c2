import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { CreateTestDataCard } from "./system-tools";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Create Test Data'", () => {
  it("toasts 'Success' and lists what was made, with the test owners' password", async () => {
    const user = userEvent.setup();
    stubFetch({
      "POST /api/admin/create-test-data": {
        body: {
          success: true,
          restaurants: [
            { id: "r1", name: "Test Bistro 1", ownerEmail: "test-1@example.com", orders: 20 },
            { id: "r2", name: "Test Bistro 2", ownerEmail: "test-2@example.com", orders: 1 },
          ],
          password: "test-pass-42",
        },
      },
    });
    renderWithApp(<CreateTestDataCard />);
    await user.click(screen.getByRole("button", { name: "Create Test Data" }));

    expect(await screen.findByText("Success")).toBeInTheDocument();
    expect(screen.getByText("Test data created successfully")).toBeInTheDocument();
    const result = screen.getByRole("region", { name: "Test data created" });
    expect(result).toHaveTextContent("Test Bistro 1");
    expect(result).toHaveTextContent("test-1@example.com · 20 orders");
    expect(result).toHaveTextContent("test-2@example.com · 1 order");
    expect(screen.getByText("test-pass-42", { selector: "code" })).toBeInTheDocument();
  });

  it("toasts 'Error' / 'Failed to create test data' when it fails", async () => {
    const user = userEvent.setup();
    stubFetch({ "POST /api/admin/create-test-data": { status: 500 } });
    renderWithApp(<CreateTestDataCard />);
    await user.click(screen.getByRole("button", { name: "Create Test Data" }));

    expect(await screen.findByText("Failed to create test data")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });
});
