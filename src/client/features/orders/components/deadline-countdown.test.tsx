import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeadlineCountdown } from "./deadline-countdown";

const NOW = Date.parse("2026-11-20T23:05:00.000Z");
const secondsFromNow = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function showCountdown(secondsLeft: number, warningMinutes = 2) {
  render(
    <DeadlineCountdown acceptBy={secondsFromNow(secondsLeft)} warningMinutes={warningMinutes} />,
  );
  return screen.getByRole("timer");
}

describe("the Accept countdown", () => {
  it("says the minutes and seconds left and ticks every second", () => {
    const timer = showCountdown(9 * 60 + 41);
    expect(timer).toHaveTextContent(/^Accept within 9:41$/);
    advance(1_000);
    expect(timer).toHaveTextContent(/^Accept within 9:40$/);
    advance(40_000);
    expect(timer).toHaveTextContent(/^Accept within 9:00$/);
  });

  it("is not a live region, so screen readers are not told every second", () => {
    expect(showCountdown(300)).toHaveAttribute("aria-live", "off");
  });

  it("turns red, and says Urgent, in the last two minutes by default", () => {
    const timer = showCountdown(2 * 60 + 1);
    expect(timer).toHaveAttribute("data-urgent", "false");
    expect(timer).not.toHaveTextContent("Urgent");
    advance(1_000);
    expect(timer).toHaveTextContent(/^Urgent: Accept within 2:00$/);
    expect(timer).toHaveAttribute("data-urgent", "true");
  });

  it("turns red as many minutes ahead as Settings say", () => {
    expect(showCountdown(4 * 60 + 30, 5)).toHaveAttribute("data-urgent", "true");
  });

  it("reads 'Deadline passed' once the deadline has gone, still red", () => {
    const timer = showCountdown(2);
    advance(2_000);
    expect(timer).toHaveTextContent(/^Urgent: Deadline passed$/);
    expect(timer).toHaveAttribute("data-urgent", "true");
  });
});
