import { useEffect, useRef, useState } from "react";
import { LoadOlder } from "@/client/components/load-older";
import type { ActivityEntry } from "@/domain/api/activity";
import { ACTIVITY_TEXT } from "../activity-text";
import type { useActivity } from "../api/get-activity";
import { ActivityRow } from "./activity-row";

export type ActivityListProps = {
  entries: ActivityEntry[];
  now: number;
  timeZone?: string;
  log: Pick<
    ReturnType<typeof useActivity>,
    "hasNextPage" | "fetchNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "isFetching"
  >;
};

/** The changes read so far, and "Load older" while the server has more. */
export function ActivityList({ entries, now, timeZone, log }: ActivityListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // After "Load older", the first older change takes focus, so a keyboard reads on from there.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // The rows may reach the screen a render after the page came: this runs again when they do.
  useEffect(() => {
    if (focusIndex === null || entries.length <= focusIndex) return;
    const row = listRef.current?.children.item(focusIndex);
    if (row instanceof HTMLElement) row.focus();
    setFocusIndex(null);
  }, [focusIndex, entries.length]);

  const onLoadOlder = async () => {
    const shown = entries.length;
    const result = await log.fetchNextPage();
    if (result.isError) return;
    if ((result.data?.pages.at(-1)?.entries.length ?? 0) > 0) setFocusIndex(shown);
  };

  return (
    <div className="grid gap-4">
      <ul ref={listRef} aria-label={ACTIVITY_TEXT.listLabel} className="divide-y border-y">
        {entries.map((entry) => (
          <ActivityRow key={entry.id} entry={entry} now={now} timeZone={timeZone} />
        ))}
      </ul>
      <LoadOlder
        pages={log}
        onLoadOlder={() => void onLoadOlder()}
        text={{
          failed: ACTIVITY_TEXT.olderFailed,
          loading: ACTIVITY_TEXT.loadingOlder,
          label: ACTIVITY_TEXT.loadOlder,
        }}
      />
    </div>
  );
}
