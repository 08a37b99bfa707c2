import { RefreshCw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { PLATFORM_META } from "@/domain/platforms";
import { useDeliveries, type WebhookPlatform } from "../api/get-deliveries";
import { DELIVERY_LOG_TEXT as TEXT } from "../platform-messages";
import { DeliveryList } from "./delivery-list";
import { LoadFailed, LoadingBlock } from "./load-state";

export type DeliveryLogProps = {
  platform: WebhookPlatform;
  /** The restaurant's IANA zone; the device's when missing. */
  timeZone?: string;
};

/**
 * The foot of a webhook tab: what the platform sent, newest first, and what OrderDock did
 * with it. Shown connected or not: a platform switched off keeps its history. Read when
 * first shown and on "Refresh": the app's reads do not poll.
 */
export function DeliveryLog({ platform, timeZone }: DeliveryLogProps) {
  const headingId = useId();
  const log = useDeliveries(platform);
  const platformName = PLATFORM_META[platform].displayName;
  const deliveries = log.data?.pages.flat();
  const isRefreshing = log.isFetching && !log.isFetchingNextPage;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t pt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          {/* Focusable from script: the list sends focus here when a row it aimed for is gone. */}
          <h3 id={headingId} tabIndex={-1} className="text-lg font-semibold">
            {TEXT.title}
          </h3>
          <p className="text-base text-muted-foreground">{TEXT.description(platformName)}</p>
        </div>
        {deliveries && (
          <Button
            variant="outline"
            size="lg"
            disabled={log.isFetching}
            onClick={() => void log.refetch()}
          >
            <RefreshCw aria-hidden className={isRefreshing ? "motion-safe:animate-spin" : ""} />
            {TEXT.refresh}
          </Button>
        )}
      </div>
      {log.isError && !log.isFetchNextPageError && (
        <LoadFailed
          message={TEXT.loadFailed}
          retryLabel={TEXT.retry}
          isRetrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      )}
      {deliveries === undefined ? (
        log.isPending && <LoadingBlock label={TEXT.loading} />
      ) : deliveries.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-base text-muted-foreground">
          {TEXT.empty(platformName)}
        </p>
      ) : (
        <DeliveryList
          platform={platform}
          deliveries={deliveries}
          timeZone={timeZone}
          log={log}
          fallbackFocusId={headingId}
        />
      )}
    </section>
  );
}
