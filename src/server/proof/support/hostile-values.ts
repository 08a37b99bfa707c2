import type { Rng } from "./prng";

/**
 * What a hostile client sends in place of a value: every string here may come back in an
 * answer (stored as a menu item's name, cut short, say), so the leak checks set these texts
 * aside before looking for SQL or stack traces (see `HOSTILE_TEXTS`), and the SQL ones name
 * tables OrderDock does not have (the checks look for SQL naming its own).
 */
export const INJECTION_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE orders; --",
  "' UNION SELECT password_hash FROM accounts --",
  "'); DELETE FROM carts; --",
  "\\'; SELECT pg_sleep(5); --",
  "$1",
  "%' AND 1=1 AND '%'='",
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as text
  "{{7*7}}${7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%s%s%s%n",
  "a\r\nSet-Cookie: od_session=stolen",
  "__proto__",
  "constructor",
] as const;

export const STRANGE_STRINGS = [
  "",
  " ",
  "\u0000",
  "nul\u0000inside",
  "\uD800",
  "lone \uDC00 low",
  "\uFEFFbom",
  "\u202Eright-to-left",
  "🍔🍟\u200D",
  "e\u0301\u0301\u0301",
  "1e309",
  "-0",
  "NaN",
  "0x10",
  "9".repeat(40),
  "2026-02-30",
  "2026-11-22T25:61:00Z",
  "0000-01-01T00:00:00Z",
  "true",
  "null",
] as const;

export const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "$where",
  "$gt",
  "id",
  "restaurantId",
  "userId",
  "role",
  "isAdmin",
  "",
  "\u0000",
  "a.b[0]",
] as const;

export const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
] as const;

/** Ids a client may invent: none of them names a record it may see. */
export const INVALID_IDS = [
  "not-a-uuid",
  "1",
  "0",
  "-1",
  "99999999999999999999999999",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "6F9619FF-8B86-D011-B42D-00CFFFFFFFFF",
  "6f9619ff-8b86-d011-b42d-00c04fc964ff0",
  "{6f9619ff-8b86-d011-b42d-00c04fc964ff}",
  "' OR 1=1 --",
  "null",
  " ",
] as const;

/** Every text these lists hold, for the leak checks to set aside. */
export const HOSTILE_TEXTS: readonly string[] = [
  ...INJECTION_STRINGS,
  ...STRANGE_STRINGS,
  ...HOSTILE_KEYS,
  ...INVALID_IDS,
].filter((text) => text.trim().length >= 4);

/** A long text: past every field's limit, and (the largest) past the 1 MB body limit. */
export function hugeString(rng: Rng): string {
  const size = rng.pick([300, 5_000, 100_000, 1_100_000]);
  return rng.pick(["A", "é", "🍔", "'"]).repeat(size).slice(0, size);
}

/** An array or object nested `depth` deep. */
export function deeplyNested(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level += 1) value = kind === "array" ? [value] : { a: value };
  return value;
}

/** Any hostile value at all: a string, a number, another type, a nested one. */
export function hostileValue(rng: Rng): unknown {
  switch (rng.int(0, 9)) {
    case 0:
    case 1:
      return rng.pick(INJECTION_STRINGS);
    case 2:
    case 3:
      return rng.pick(STRANGE_STRINGS);
    case 4:
      return rng.pick(HOSTILE_NUMBERS);
    case 5:
      return rng.pick([null, true, false, [], {}, [null], [[]], { $ne: null }, { $gt: "" }]);
    case 6:
      return hugeString(rng);
    case 7:
      return deeplyNested(rng.pick([20, 70, 1_000]), rng.chance(0.5) ? "array" : "object");
    case 8:
      return rng.pick(INVALID_IDS);
    default:
      return Array.from({ length: rng.pick([3, 1_000]) }, () => rng.pick(INJECTION_STRINGS));
  }
}

/** An own property named `key`, even `__proto__` (an object literal would set the prototype). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
