import { gunzipSync } from "node:zlib";
import { cleanJson } from "../../lib/clean-json";
import { MAX_JSON_DEPTH } from "../../plugins/clean-json-bodies";

/**
 * Grubhub downloads the menu an ingestion names from its `menu_url`, "either as a gzip file
 * or uncompressed". The twin does the same with one rule of its own: it downloads only from
 * OrderDock's own address (the address OrderDock gives out for itself), never another host,
 * so no caller can make OrderDock fetch a page of their choosing. It tries once (Grubhub
 * retries nine times over five minutes), follows no redirect, waits 10 s at most and takes
 * 5 MB at most.
 */
export type MenuDownload =
  | { ok: true; document: unknown }
  | { ok: false; status: "FAILED_MENU_DOWNLOAD" | "FAILED_VALIDATION"; detail: string };

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 5 * 1024 * 1024;

const failed = (detail: string): MenuDownload => ({
  ok: false,
  status: "FAILED_MENU_DOWNLOAD",
  detail,
});

export async function downloadMenu(menuUrl: string, origin: string): Promise<MenuDownload> {
  let url: URL;
  try {
    url = new URL(menuUrl);
  } catch {
    return failed("menu_url is not an address the twin can download from");
  }
  const own = new URL(origin);
  if (url.origin !== own.origin || url.username || url.password) {
    return failed(
      `The Grubhub twin only downloads a menu from OrderDock's own address (${own.origin}), not from ${url.origin}`,
    );
  }
  let bytes: Buffer;
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return failed(`OrderDock answered ${response.status} for the menu at ${url.pathname}`);
    }
    if (Number(response.headers.get("content-length") ?? 0) > MAX_BYTES) {
      await response.body?.cancel().catch(() => {});
      return failed("The menu is larger than 5 MB");
    }
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    const why =
      error instanceof Error && error.name === "TimeoutError" ? "no answer in 10 s" : "no answer";
    return failed(`OrderDock gave ${why} for the menu at ${url.pathname}`);
  }
  if (bytes.length > MAX_BYTES) return failed("The menu is larger than 5 MB");
  return parseMenu(bytes);
}

function parseMenu(bytes: Buffer): MenuDownload {
  let text: string;
  try {
    // A gzip file (not a gzip transfer, which fetch already undid) starts 1f 8b.
    const isGzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
    text = (isGzip ? gunzipSync(bytes, { maxOutputLength: MAX_BYTES }) : bytes).toString("utf8");
  } catch {
    return failed("The menu is a gzip file that does not open, or opens larger than 5 MB");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, status: "FAILED_VALIDATION", detail: "The menu is not JSON" };
  }
  // Made storable as every body is: a NUL or lone surrogate becomes U+FFFD.
  const cleaned = cleanJson(parsed);
  if (cleaned.depth > MAX_JSON_DEPTH) {
    return { ok: false, status: "FAILED_VALIDATION", detail: "The menu is nested too deeply" };
  }
  return { ok: true, document: cleaned.value };
}
