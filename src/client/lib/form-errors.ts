import { toast } from "@/client/hooks/use-toast";
import { ApiError, errorMessage } from "./api-client";

/**
 * A refused save, told where it belongs: each problem of a 400 beside its field, a 409 (an
 * email another account has) beside the field it is about, anything else in a destructive
 * toast. One place for every form of the app.
 */
export const UNKNOWN_ERROR = "Something went wrong. Please try again.";

/** One problem of a refused call: 400 {message, issues: [{path: "options.1.name", message}]}. */
export type ServerIssue = { path: string; message: string };

/** The issues of a 400 answer, in the order the server gave them; empty for anything else. */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  let issues: unknown;
  try {
    issues = (JSON.parse(error.body) as { issues?: unknown } | null)?.issues;
  } catch {
    return [];
  }
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: { path?: unknown; message?: unknown } | null) => {
    const path = issue?.path;
    const message = issue?.message;
    if (typeof message !== "string") return [];
    const text = Array.isArray(path) ? path.join(".") : typeof path === "string" ? path : "";
    return [{ path: text, message }];
  });
}

/** A type guard for a fixed list of field names. */
export function oneOf<F extends string>(fields: readonly F[]): (path: string) => path is F {
  return (path): path is F => (fields as readonly string[]).includes(path);
}

/**
 * The form field an issue belongs to: the path itself, or the nearest field above it
 * ("dietaryTags.2" → "dietaryTags"), also past a wrapper the form does not have
 * ("restaurant.timezone" → "timezone"); null when it is about no field.
 */
export function fieldForIssue<F extends string>(
  path: string,
  isField: (path: string) => path is F,
): F | null {
  const parts = path.split(".");
  for (let start = 0; start < parts.length; start += 1) {
    for (let end = parts.length; end > start; end -= 1) {
      const candidate = parts.slice(start, end).join(".");
      if (isField(candidate)) return candidate;
    }
  }
  return null;
}

export type ReportFormErrorOptions<F extends string> = {
  error: unknown;
  isField(path: string): path is F;
  /** Where a 409 goes (the email field); without one a 409 is a toast. */
  conflictField?: NoInfer<F>;
  setFieldError(field: F, message: string, shouldFocus: boolean): void;
  /** The toast's title when the failure is not about one field. */
  failedTitle: string;
};

/** Puts a refused save's messages on their fields (focusing the first), or says it in a toast. */
export function reportFormError<F extends string>({
  error,
  isField,
  conflictField,
  setFieldError,
  failedTitle,
}: ReportFormErrorOptions<F>): void {
  if (conflictField && error instanceof ApiError && error.status === 409) {
    setFieldError(conflictField, errorMessage(error, UNKNOWN_ERROR), true);
    return;
  }
  let placed = 0;
  for (const issue of serverIssues(error)) {
    const field = fieldForIssue(issue.path, isField);
    if (!field) continue;
    setFieldError(field, issue.message, placed === 0);
    placed += 1;
  }
  if (placed > 0) return;
  toastFailure(failedTitle, error);
}

/** The destructive toast of a change that failed outside any form. */
export function toastFailure(title: string, error: unknown): void {
  toast({ variant: "destructive", title, description: errorMessage(error, UNKNOWN_ERROR) });
}
