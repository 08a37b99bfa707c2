import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildSettings, buildUser } from "../test/settings-fixtures";
import { SettingsPage } from "./settings-page";
import { trialSummary } from "./trial-notice";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the free trial's summary", () => {
  const endsAt = new Date("2026-12-09T15:00:00Z");
  const at = (iso: string) => trialSummary({ endsAt, now: new Date(iso), timeZone: "UTC" });

  it.each([
    ["2026-11-27T15:00:00Z", "Free trial: 12 days left, ends Dec 9, 2026"],
    ["2026-11-27T16:00:00Z", "Free trial: 12 days left, ends Dec 9, 2026"],
    ["2026-12-08T15:00:00Z", "Free trial: 1 day left, ends Dec 9, 2026"],
    ["2026-12-09T14:00:00Z", "Free trial: 1 day left, ends Dec 9, 2026"],
    ["2026-12-09T15:00:00Z", "Free trial ended on Dec 9, 2026"],
    ["2027-01-02T00:00:00Z", "Free trial ended on Dec 9, 2026"],
  ])("at %s reads %s", (now, text) => {
    expect(at(now)).toBe(text);
  });

  it("dates the end on the restaurant's clock", () => {
    const lateEvening = new Date("2026-12-10T02:00:00Z");
    const now = new Date("2026-12-01T00:00:00Z");
    expect(trialSummary({ endsAt: lateEvening, now, timeZone: "America/Chicago" })).toMatch(
      /ends Dec 9, 2026$/,
    );
  });
});

describe("the trial notice in Settings", () => {
  it("shows the trial of a restaurant that signed itself up", async () => {
    const settings = {
      ...buildSettings(),
      trialEndsAt: new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString(),
    };
    stubFetch({ "GET /api/settings": { body: settings } });
    renderWithApp(<SettingsPage user={buildUser()} />);
    const notice = await screen.findByRole("region", { name: "Free trial" });
    expect(notice).toHaveTextContent(/^Free trial: 5 days left, ends /);
  });

  it("shows nothing for a restaurant without a trial", async () => {
    stubFetch({ "GET /api/settings": { body: buildSettings() } });
    renderWithApp(<SettingsPage user={buildUser()} />);
    await screen.findByRole("textbox", { name: "Restaurant name" });
    expect(screen.queryByRole("region", { name: "Free trial" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Free trial/)).not.toBeInTheDocument();
  });
});
