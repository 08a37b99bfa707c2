import { TriangleAlert } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import type { PublishStatus } from "@/domain/api/menu-publish";
import { usePublishStatus } from "../api/get-publish-status";
import { formatChannelList, formatPublishedAt } from "../menu-format";
import { PUBLISH_TEXT as TEXT } from "../menu-messages";

export type PublishBannerProps = { timezone: string; onReview(): void };

/** What the banner says, or null when the marketplaces have the menu as it is. */
export function publishWarning(status: PublishStatus, timezone: string): string | null {
  // Without a marketplace there is nowhere to publish: the dialog says how to connect one.
  if (status.channels.length === 0) return null;
  if (status.lastPublishedAt === null) {
    return TEXT.bannerNever(formatChannelList(status.channels.map(({ channel }) => channel)));
  }
  const count = status.changedSinceLastPublish.length + status.moreChangedSinceLastPublish;
  if (count === 0) return null;
  return TEXT.bannerChanged(formatPublishedAt(status.lastPublishedAt, timezone), count);
}

/**
 * Under the header: the menu has changes the marketplaces do not have yet. Loaded on its
 * own, so the menu never waits for it; while loading or on failure it shows nothing.
 */
export function PublishBanner({ timezone, onReview }: PublishBannerProps) {
  const status = usePublishStatus();
  const warning = status.data && !status.isError ? publishWarning(status.data, timezone) : null;
  if (warning === null) return null;
  return (
    <div className="mx-auto max-w-[1600px] px-4 pt-6 sm:px-8">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-400/40 dark:bg-amber-500/15 dark:text-amber-100">
        <div className="flex min-w-[min(100%,18rem)] flex-1 items-start gap-3">
          <TriangleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
          <p className="text-base font-medium">{warning}</p>
        </div>
        <Button variant="outline" className="h-11 max-sm:w-full" onClick={onReview}>
          {TEXT.review}
        </Button>
      </div>
    </div>
  );
}
