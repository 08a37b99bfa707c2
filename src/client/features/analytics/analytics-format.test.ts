import { describe, expect, it } from "vitest";
import {
  amountAxisWidth,
  currencyName,
  describeDayRange,
  formatAmount,
  formatAmountShort,
  formatDayRange,
  formatDuration,
  formatHour,
  formatRate,
  toMinutes,
} from "./analytics-format";

describe("the Analytics screen's formats", () => {
  it.each([
    [0, "0s"],
    [45.4, "45s"],
    [60, "1m"],
    [870, "14m 30s"],
    [3599, "59m 59s"],
    [3600, "1h"],
    [3900, "1h 5m"],
    [7170, "2h"],
  ])("writes %s seconds as %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [0, "12am"],
    [9, "9am"],
    [12, "12pm"],
    [15, "3pm"],
    [23, "11pm"],
  ])("writes hour %s as %s", (hour, text) => {
    expect(formatHour(hour)).toBe(text);
  });

  it("writes money in dollars as USD with cents, and short on an axis", () => {
    expect(formatAmount(1234.5, "USD")).toBe("$1,234.50");
    expect(formatAmount(0.29, "USD")).toBe("$0.29");
    expect(formatAmountShort(950, "USD")).toBe("$950");
    expect(formatAmountShort(1250, "USD")).toBe("$1.3K");
  });

  it.each([
    ["AUD", 3000, "A$3,000.00", "A$3K"],
    ["JPY", 5088, "¥5,088", "¥5.1K"],
    // A no-break space keeps the code with its amount.
    ["KWD", 1.25, "KWD\u00a01.250", "KWD\u00a01.3"],
  ])("writes %s with its own decimals and symbol", (currency, amount, full, short) => {
    expect(formatAmount(amount, currency)).toBe(full);
    expect(formatAmountShort(amount, currency)).toBe(short);
  });

  it("names currencies as a sentence does, and widens the axis for longer labels", () => {
    expect(currencyName("AUD")).toBe("Australian dollars");
    expect(currencyName("JPY")).toBe("Japanese yen");
    expect(amountAxisWidth([950, 999_000], "USD")).toBe(56);
    expect(amountAxisWidth([999_000], "KWD")).toBeGreaterThan(56);
  });

  it("writes rates as whole percentages and seconds as minutes to one decimal", () => {
    expect(formatRate(0.925)).toBe("93%");
    expect(toMinutes(870)).toBe(14.5);
  });

  it("names ranges without this year's year, and with it otherwise", () => {
    expect(formatDayRange("2026-11-09", "2026-11-15", "2026-11-22")).toBe("Nov 9 – Nov 15");
    expect(formatDayRange("2026-11-21", "2026-11-21", "2026-11-22")).toBe("Nov 21");
    expect(formatDayRange("2025-12-28", "2026-01-03", "2026-01-03")).toBe(
      "Dec 28, 2025 – Jan 3, 2026",
    );
    expect(describeDayRange("2026-11-16", "2026-11-22", "2026-11-22")).toBe("Nov 16 to Nov 22");
  });
});
