/**
 * How a delivery's body is shown: pretty-printed when it is JSON, else as it arrived, and
 * cut short when it is too long to lay out quickly (the whole body is still copied).
 */
export const PRETTY_PRINT_MAX_CHARS = 1_000_000;
export const SHOWN_MAX_CHARS = 200_000;

export type PayloadView = {
  text: string;
  isJson: boolean;
  /** The length of the whole text when `text` was cut short, else null. */
  fullLength: number | null;
};

export function viewPayload(body: string): PayloadView {
  const pretty = prettyJson(body);
  const text = pretty ?? body;
  const isCut = text.length > SHOWN_MAX_CHARS;
  return {
    text: isCut ? text.slice(0, SHOWN_MAX_CHARS) : text,
    isJson: pretty !== null,
    fullLength: isCut ? text.length : null,
  };
}

function prettyJson(body: string): string | null {
  // Parsing a body of many megabytes would hold the page up; such a body is shown as text.
  if (body.length > PRETTY_PRINT_MAX_CHARS) return null;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return null;
  }
}
