import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { fieldForIssue, oneOf, reportFormError } from "./form-errors";

vi.mock("@/client/hooks/use-toast", () => ({ toast: vi.fn() }));
const { toast } = await import("@/client/hooks/use-toast");

const FIELDS = ["name", "email", "restaurantName", "timezone", "dietaryTags"] as const;
const apiError = (status: number, body: unknown) =>
  new ApiError(status, JSON.stringify(body), "status text");

function report(error: unknown, conflictField?: (typeof FIELDS)[number]) {
  const placed: Array<{ field: string; message: string; shouldFocus: boolean }> = [];
  reportFormError({
    error,
    isField: oneOf(FIELDS),
    conflictField,
    setFieldError: (field, message, shouldFocus) => placed.push({ field, message, shouldFocus }),
    failedTitle: "Could not save",
  });
  return placed;
}

describe("where a refused save's messages go", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("finds the field of a path, past wrappers and below lists", () => {
    const isField = oneOf(FIELDS);
    expect(fieldForIssue("name", isField)).toBe("name");
    expect(fieldForIssue("restaurant.timezone", isField)).toBe("timezone");
    expect(fieldForIssue("body.email", isField)).toBe("email");
    expect(fieldForIssue("dietaryTags.2", isField)).toBe("dietaryTags");
    expect(fieldForIssue("active", isField)).toBeNull();
  });

  it("puts each 400 issue on its field, focusing the first, and drops the rest", () => {
    const placed = report(
      apiError(400, {
        message: "…",
        issues: [
          { path: "name", message: "Name is required" },
          { path: "restaurant.timezone", message: "Choose a timezone" },
          { path: "active", message: "active must be true or false" },
        ],
      }),
    );
    expect(placed).toEqual([
      { field: "name", message: "Name is required", shouldFocus: true },
      { field: "timezone", message: "Choose a timezone", shouldFocus: false },
    ]);
    expect(toast).not.toHaveBeenCalled();
  });

  it("puts a 409 on the conflict field in the server's words", () => {
    const error = apiError(409, { message: "An account with this email already exists" });
    expect(report(error, "email")).toEqual([
      { field: "email", message: "An account with this email already exists", shouldFocus: true },
    ]);
  });

  it("says everything else in a destructive toast", () => {
    for (const error of [
      apiError(500, { message: "Boom" }),
      new ApiError(400, "not json", "Bad Request"),
      new TypeError("Failed to fetch"),
      apiError(409, { message: "Taken" }),
    ]) {
      vi.mocked(toast).mockClear();
      expect(report(error)).toEqual([]);
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: "destructive", title: "Could not save" }),
      );
    }
  });
});
