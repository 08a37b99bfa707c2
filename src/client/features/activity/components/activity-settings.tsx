import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useNow } from "@/client/hooks/use-now";
import type { ActivityPage } from "@/domain/api/activity";
import { ACTIVITY_TEXT } from "../activity-text";
import { type ActivityFilters as Filters, useActivity } from "../api/get-activity";
import { ActivityFilters } from "./activity-filters";
import { ActivityList } from "./activity-list";

/**
 * The Activity part of Settings: every change made in OrderDock, newest first, narrowed by
 * person and kind, older pages on request. The page draws the section around it, for the
 * roles that hold `activity.view`.
 */
export function ActivitySettings({ timeZone }: { timeZone?: string }) {
  const [filters, setFilters] = useState<Filters>({});
  const log = useActivity(filters);
  const now = useNow();
  const entries = log.data?.pages.flatMap((page) => page.entries);
  const isFiltered = Boolean(filters.kind || filters.person);

  // The people the log names, kept while another filter's first page is on its way, so the
  // person just chosen stays chosen in its select.
  const [people, setPeople] = useState<ActivityPage["people"]>([]);
  const latestPeople = log.data?.pages[0]?.people;
  if (latestPeople && latestPeople !== people) setPeople(latestPeople);

  return (
    <div className="grid gap-6">
      <ActivityFilters filters={filters} people={people} onChange={setFilters} />
      {log.isError && !log.isFetchNextPageError && (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-base">{ACTIVITY_TEXT.loadFailed}</p>
          <Button
            variant="outline"
            className="h-11"
            disabled={log.isFetching}
            onClick={() => void log.refetch()}
          >
            {ACTIVITY_TEXT.retry}
          </Button>
        </div>
      )}
      {entries === undefined ? (
        log.isPending && (
          <div className="grid justify-items-center py-6">
            <Spinner label={ACTIVITY_TEXT.loading} className="size-7" />
          </div>
        )
      ) : entries.length === 0 ? (
        <p className="text-base text-muted-foreground">
          {isFiltered ? ACTIVITY_TEXT.noMatch : ACTIVITY_TEXT.empty}
        </p>
      ) : (
        <ActivityList entries={entries} now={now} timeZone={timeZone} log={log} />
      )}
    </div>
  );
}
