/**
 * Reading a menu body field by field, as the menu twins do: what a value is, never trusting
 * it to be what the platform documents (a bad one is the platform's 400, never a 500).
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/** A whole number of minor units (or any count), 0 or more. */
export const isWholeAmount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** A price as a person reads it in the twin's console: a finite number, else none. */
export const priceOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** The first text of a platform's translated title: US English first, then any. */
export function translatedText(value: unknown): string | null {
  const translations = recordOf(recordOf(value).translations);
  for (const key of ["en_us", "en-us", "en_US", "en"]) {
    if (Object.hasOwn(translations, key) && isText(translations[key])) return translations[key];
  }
  return Object.values(translations).find(isText) ?? null;
}

/** The first id of a list seen twice, or null: ids name one entity each. */
export function repeatedId(ids: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}

/** How a list of ids reads in a message: the first few, quoted. */
export function namesOf(ids: readonly string[], most = 5): string {
  const shown = ids.slice(0, most).map((id) => JSON.stringify(id.slice(0, 100)));
  return ids.length > most ? `${shown.join(", ")} and ${ids.length - most} more` : shown.join(", ");
}
