/**
 * The Admin API versions the Shopify twin answers (https://shopify.dev/docs/api/usage/versioning):
 * a stable version each quarter, `YYYY-01/04/07/10`, released on the first day of its month
 * and supported for at least 12 months. A request to a retired version, or without one, is
 * served as the oldest supported stable version, and every answer's `X-Shopify-Api-Version`
 * header names the version that served it.
 *
 * The twin keeps one schema, this version's (`shopify-schema/`): it answers every version it
 * serves with that schema, so a difference between versions is not played.
 */
export const SHOPIFY_TWIN_API_VERSION = "2026-10";

const STABLE = /^(\d{4})-(01|04|07|10)$/;
const SUPPORT_MONTHS = 12;

type Quarter = { year: number; month: number };

function quarterOf(handle: string): Quarter | null {
  const match = STABLE.exec(handle);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

const handleOf = ({ year, month }: Quarter) => `${year}-${String(month).padStart(2, "0")}`;
const releaseOf = ({ year, month }: Quarter) => Date.UTC(year, month - 1, 1);
const supportEndOf = ({ year, month }: Quarter) => Date.UTC(year, month - 1 + SUPPORT_MONTHS, 1);

function previous({ year, month }: Quarter): Quarter {
  return month === 1 ? { year: year - 1, month: 10 } : { year, month: month - 3 };
}

function next({ year, month }: Quarter): Quarter {
  return month === 10 ? { year: year + 1, month: 1 } : { year, month: month + 3 };
}

/** The newest stable version released by `now`. */
function latestStable(now: Date): Quarter {
  const year = now.getUTCFullYear();
  return { year, month: Math.floor(now.getUTCMonth() / 3) * 3 + 1 };
}

export function oldestSupportedShopifyVersion(now: Date): string {
  let oldest = latestStable(now);
  while (supportEndOf(previous(oldest)) > now.getTime()) oldest = previous(oldest);
  return handleOf(oldest);
}

/**
 * The version Shopify serves for the one a request names: a supported stable version, the
 * next quarter's release candidate and `unstable` as named; a retired version or a name
 * Shopify does not publish as the oldest supported stable version.
 */
export function servedShopifyVersion(requested: string, now: Date): string {
  if (requested === "unstable") return requested;
  const quarter = quarterOf(requested);
  if (!quarter) return oldestSupportedShopifyVersion(now);
  const isRetired = supportEndOf(quarter) <= now.getTime();
  const isBeyondCandidate = releaseOf(quarter) > releaseOf(next(latestStable(now)));
  return isRetired || isBeyondCandidate ? oldestSupportedShopifyVersion(now) : requested;
}
