import { LOCATION_CURRENCIES } from "@/domain/api/locations";

export type CurrencyOption = { code: string; label: string };

/**
 * The currencies the Currency select offers, by code, each with its English name where the
 * browser knows it ("EUR · Euro"), plus the current one should the list lack it, so the
 * select always shows what is chosen.
 */
export function currencyOptions(current: string): CurrencyOption[] {
  const codes = new Set(LOCATION_CURRENCIES);
  if (current !== "") codes.add(current);
  const names = currencyNames();
  return [...codes]
    .sort((a, b) => a.localeCompare(b))
    .map((code) => {
      const name = names?.of(code);
      return { code, label: name && name !== code ? `${code} · ${name}` : code };
    });
}

function currencyNames(): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(["en"], { type: "currency" });
  } catch {
    return null;
  }
}
