import { describe, expect, it } from "vitest";
import { conditionWords, lastCallText, PRINTERS_TEXT } from "./printers-text";

const NOW = Date.parse("2026-11-26T18:00:00.000Z");
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe("the last call, as the printer card says it", () => {
  it.each([
    [null, "Never called"],
    [ago(0), "Last call 0 s ago"],
    [ago(59), "Last call 59 s ago"],
    [ago(60), "Last call 1 min ago"],
    [ago(59 * 60 + 59), "Last call 59 min ago"],
    [ago(3600), "Last call 1 h ago"],
    [ago(47 * 3600), "Last call 47 h ago"],
    [ago(3 * 86_400), "Last call 3 days ago"],
    // A clock a little behind the server's never says "-2 s".
    [ago(-2), "Last call 0 s ago"],
  ])("%s reads %s", (lastSeenAt, text) => {
    expect(lastCallText(lastSeenAt, NOW)).toBe(text);
  });
});

describe("the paper and cover, as the printer reported them", () => {
  it.each([
    [null, []],
    [{ paper: "ok", coverOpen: false, reported: "200 OK" }, []],
    [{ paper: "low", coverOpen: false, reported: "200 OK" }, ["Paper low"]],
    [
      { paper: "out", coverOpen: true, reported: "EPTR_COVER_OPEN" },
      ["Out of paper", "Cover open"],
    ],
    [{ paper: "ok", coverOpen: true, reported: "EPTR_COVER_OPEN" }, ["Cover open"]],
  ] as const)("%o says %o", (condition, words) => {
    expect(conditionWords(condition)).toEqual(words);
  });
});

describe("the tickets still to print", () => {
  it.each([
    [0, "No tickets to print"],
    [1, "1 ticket to print"],
    [12, "12 tickets to print"],
  ])("%i reads %s", (count, text) => {
    expect(PRINTERS_TEXT.ticketsToPrint(count)).toBe(text);
  });
});
