import { expect, type Page } from "@playwright/test";

/**
 * A timezone in which it is now mid-afternoon: a test that reads "Done today" must not depend
 * on the hour it runs at. Just after the restaurant's midnight, the demo's orders finished
 * over the last day all belong to yesterday, and "Done today" is rightly empty.
 */
export function afternoonZone(now = new Date()): string {
  let offset = 15 - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  // IANA's Etc zones count the other way: Etc/GMT-3 is three hours ahead of UTC.
  return offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

/** Sets the signed-in restaurant's timezone as Settings saves it (the profile sent whole). */
export async function setRestaurantZone(page: Page, timezone: string): Promise<void> {
  const settings = (await (await page.request.get("/api/settings")).json()) as {
    restaurant: Record<string, unknown>;
  };
  const { name, phone, address, prepMinutes, salesTaxPercent } = settings.restaurant;
  const saved = await page.request.put("/api/settings", {
    data: { restaurant: { name, phone, address, timezone, prepMinutes, salesTaxPercent } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
