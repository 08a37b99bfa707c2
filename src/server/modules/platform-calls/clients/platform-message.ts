/**
 * The words staff see when a platform refuses or stalls: read from its JSON answer only,
 * never from raw text (an answer that is not the platform's JSON error could be anything,
 * a proxy's page or another service's data), one line of at most 300 characters, else
 * "HTTP <status>".
 */
export type ReadErrorMessage = (json: unknown) => string | null;

export type MessageOfOptions = {
  json: unknown;
  status: number;
  /** The platform's documented error fields; the usual ones when not given. */
  read?: ReadErrorMessage;
};

export function messageOf({ json, status, read = findMessage }: MessageOfOptions): string {
  const words = json === null ? null : read(json);
  return (words && boundedWords(words)) || `HTTP ${status}`;
}

/** One line of at most 300 characters, control characters removed. */
export function boundedWords(text: string): string {
  return text
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, 300);
}

/** The usual fields: `message`, `error_description`, `error`, the first of `errors`… */
export function findMessage(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  if (Array.isArray(value)) return value.length > 0 ? findMessage(value[0]) : null;
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  for (const key of ["message", "error_description", "error", "errors", "detail", "code"]) {
    const found = findMessage(record[key]);
    if (found) return found;
  }
  return null;
}
