import { Sparkles } from "lucide-react";
import { useSettings } from "../api/get-settings";

const DAY_MS = 24 * 3600_000;

export type TrialSummaryOptions = { endsAt: Date; now: Date; timeZone: string };

/**
 * "Free trial: 12 days left, ends Dec 9, 2026": whole days counted up (a trial ending
 * tomorrow morning has 1 day left), the date on the restaurant's clock.
 */
export function trialSummary({ endsAt, now, timeZone }: TrialSummaryOptions): string {
  const date = endsAt.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone,
  });
  const daysLeft = Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS);
  if (daysLeft <= 0) return `Free trial ended on ${date}`;
  return `Free trial: ${daysLeft} ${daysLeft === 1 ? "day" : "days"} left, ends ${date}`;
}

export type TrialNoticeProps = { timeZone: string; now?: Date };

/** The free trial of a restaurant that signed itself up; nothing for any other. */
export function TrialNotice({ timeZone, now = new Date() }: TrialNoticeProps) {
  const { data } = useSettings();
  const trialEndsAt = data?.trialEndsAt;
  if (!trialEndsAt) return null;
  return (
    <section
      aria-label="Free trial"
      className="mt-6 flex items-start gap-3 rounded-xl border border-brand/30 bg-brand/10 p-4"
    >
      <Sparkles className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">
          {trialSummary({ endsAt: new Date(trialEndsAt), now, timeZone })}
        </p>
        <p className="text-sm text-muted-foreground">
          Every feature is included while the trial lasts, and no card is needed.
        </p>
      </div>
    </section>
  );
}
