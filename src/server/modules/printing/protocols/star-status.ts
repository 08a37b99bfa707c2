import type { PrinterCondition } from "../../../../domain/printing";

/**
 * A Star printer's state from the status code of its poll (Star CloudPRNT protocol guide,
 * "Printer Status Codes"): three digits and words, URL-encoded ("200%20OK"). 2xx is
 * online (211 paper low), 41x a paper error (410 out of paper, 411 jam, 412 roll
 * position), 420 cover open, 5xx an error of the client itself.
 */
export function starCondition(statusCode: string): PrinterCondition {
  const reported = safeDecode(statusCode).trim().slice(0, 60);
  const code = reported.slice(0, 3);
  return {
    paper: code.startsWith("41") ? "out" : code === "211" || code === "210" ? "low" : "ok",
    coverOpen: code === "420",
    reported,
  };
}

/** A job's result from the `code` of its confirmation: 2xx printed. */
export function isStarSuccess(code: string): boolean {
  return safeDecode(code).trim().startsWith("2");
}

/**
 * 51x: the printer cannot use the job's data (media type, decoding, version). Handing it
 * out again would fail again, so such a job ends with the code kept; 520/521 (download
 * timeout, too large) and paper or cover errors are handed out again.
 */
export function isStarDataError(code: string): boolean {
  return safeDecode(code).trim().startsWith("51");
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
