import { Badge } from "@/client/components/ui/badge";
import { ACTIVITY_KIND_LABELS, type ActivityEntry } from "@/domain/api/activity";
import { ACTIVITY_TEXT, describeActivity, describeActivityMeta } from "../activity-text";

export type ActivityRowProps = {
  entry: ActivityEntry;
  /** The screen's clock, for "5 mins ago". */
  now: number;
  timeZone?: string;
};

/** One change: what was done to what, who did it on which device and when, and its kind. */
export function ActivityRow({ entry, now, timeZone }: ActivityRowProps) {
  return (
    // Focusable from script: "Load older" sends focus to the first older change.
    <li
      tabIndex={-1}
      className="flex items-center gap-3 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="text-base font-semibold break-words">{describeActivity(entry)}</p>
        <p className="text-sm text-muted-foreground">
          {describeActivityMeta({ entry, now, timeZone })}
        </p>
      </div>
      <Badge variant="secondary" className="shrink-0 text-sm">
        <span className="sr-only">{ACTIVITY_TEXT.kindPrefix} </span>
        {ACTIVITY_KIND_LABELS[entry.kind]}
      </Badge>
    </li>
  );
}
