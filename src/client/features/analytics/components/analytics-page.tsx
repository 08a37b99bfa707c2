import { LoaderCircle } from "lucide-react";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { Spinner } from "@/client/components/ui/spinner";
import { useNow } from "@/client/hooks/use-now";
import { errorMessage } from "@/client/lib/api-client";
import { canViewAllLocations } from "@/client/lib/location-view";
import { pluralize } from "@/client/lib/pluralize";
import type { CurrentUser } from "@/domain/api/auth";
import { daysInRange } from "@/domain/calendar-date";
import { localDateOf } from "@/domain/local-midnight";
import { formatDayRange } from "../analytics-format";
import { ANALYTICS_TEXT as TEXT } from "../analytics-messages";
import { useAnalytics } from "../api/get-analytics";
import { useAnalyticsView } from "../hooks/use-analytics-view";
import { resolvePeriod } from "../period";
import { AnalyticsReportView } from "./analytics-report-view";
import { AnalyticsLoadError } from "./analytics-states";
import { ExportMenu } from "./export-menu";
import { LocationScopeSwitch } from "./location-scope-switch";
import { PeriodPicker } from "./period-picker";

export type AnalyticsPageProps = { user: CurrentUser };

/**
 * /analytics: a period's figures, charts and top lists, each compared with the
 * period of equal length before it. Days are the restaurant's days, in its timezone. Someone
 * who oversees several locations may roll every one of them up instead.
 */
export function AnalyticsPage({ user }: AnalyticsPageProps) {
  const timezone = user.restaurant?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A page left open past midnight moves "Today" on by itself.
  const now = useNow(60_000);
  const today = localDateOf(new Date(now), timezone);
  const [view, setView] = useAnalyticsView();
  const range = resolvePeriod(view.selection, today);
  // A shared link's roll-up is only for someone who may see one.
  const canRollUp = canViewAllLocations(user);
  const isAllLocations = canRollUp && view.isAllLocations === true;
  const query = range
    ? {
        ...range,
        includeTest: view.includeTest,
        ...(view.currency ? { currency: view.currency } : {}),
        ...(isAllLocations ? { isAllLocations } : {}),
      }
    : null;
  const analytics = useAnalytics(query);
  // The previous period's figures stay up while the next arrive.
  const isUpdating = analytics.isPlaceholderData && analytics.isFetching;

  return (
    <div className="mx-auto max-w-7xl p-4 sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{TEXT.title}</h1>
          <p className="mt-1 text-base text-muted-foreground">
            {isAllLocations
              ? TEXT.subtitleAllLocations(timezone)
              : TEXT.subtitle(user.restaurant?.name ?? null, timezone)}
          </p>
        </div>
        <ExportMenu query={query} />
      </div>

      <div className="mt-6 flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <PeriodPicker
          selection={view.selection}
          range={range}
          today={today}
          onChange={(selection) => setView({ ...view, selection })}
        />
        {canRollUp && (
          <LocationScopeSwitch
            isAllLocations={isAllLocations}
            onChange={(isAll) => setView({ ...view, isAllLocations: isAll || undefined })}
          />
        )}
        <LabelledSwitch
          label={TEXT.includeTest}
          checked={view.includeTest}
          onCheckedChange={(includeTest) => setView({ ...view, includeTest })}
          className="gap-3"
        />
      </div>
      <div className="mt-2 flex min-h-6 flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        {range && (
          <span className="font-medium text-foreground">
            {formatDayRange(range.from, range.to, today)} ·{" "}
            {pluralize(daysInRange(range.from, range.to), "day")}
          </span>
        )}
        <span role="status" className="inline-flex items-center gap-1.5">
          {isUpdating && (
            <>
              <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
              {TEXT.updating}
            </>
          )}
        </span>
      </div>

      <section aria-label={TEXT.resultsLabel} aria-busy={isUpdating} className="mt-6 grid gap-6">
        {query === null ? (
          <p className="text-base text-muted-foreground">{TEXT.invalidPeriod}</p>
        ) : analytics.isError ? (
          <AnalyticsLoadError
            message={errorMessage(analytics.error, TEXT.loadFailedHint)}
            isRetrying={analytics.isFetching}
            onRetry={() => void analytics.refetch()}
          />
        ) : analytics.data === undefined ? (
          <div className="grid justify-items-center gap-3 py-20 text-muted-foreground">
            <Spinner label={TEXT.loadingLabel} />
            <p className="text-base">{TEXT.loading}</p>
          </div>
        ) : (
          <AnalyticsReportView
            report={analytics.data}
            query={query}
            today={today}
            onCurrencyChange={(currency) => setView({ ...view, currency })}
          />
        )}
      </section>
    </div>
  );
}
