import { Link2, Send } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import type { PublishStatus } from "@/domain/api/menu-publish";
import { usePublishStatus } from "../api/get-publish-status";
import { usePublishMenu } from "../api/publish-menu";
import { useRetryCall } from "../hooks/use-retry-call";
import { formatChannelList } from "../menu-format";
import { MENU_TOASTS, PUBLISH_TEXT as TEXT } from "../menu-messages";
import { PublishChannelCard } from "./publish-channel-card";

export type PublishDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  timezone: string;
};

/**
 * 'Publish menu': per connected marketplace what a publish would change and how the newest
 * one went. The status refreshes by itself as each marketplace answers (MENU_CHANGED).
 */
export function PublishDialog({ open, onOpenChange, timezone }: PublishDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The marketplaces' lists scroll between the title and the buttons, always in view. */}
      <DialogContent className="max-w-2xl grid-rows-[auto_auto_minmax(0,1fr)] overflow-hidden">
        <DialogTitle>{TEXT.title}</DialogTitle>
        <DialogDescription className="text-base">{TEXT.description}</DialogDescription>
        <PublishBody timezone={timezone} />
      </DialogContent>
    </Dialog>
  );
}

function PublishBody({ timezone }: { timezone: string }) {
  const status = usePublishStatus();
  if (status.isPending) {
    return (
      <div className="grid justify-items-center gap-3 py-8 text-muted-foreground">
        <Spinner label={TEXT.loadingLabel} />
        <p className="text-base">{TEXT.loading}</p>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-base font-medium">{TEXT.loadFailed}</p>
        <Button
          variant="outline"
          className="h-11"
          disabled={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {TEXT.retryLoad}
        </Button>
      </div>
    );
  }
  if (status.data.channels.length === 0) return <NoMarketplace />;
  return <PublishChannels status={status.data} timezone={timezone} />;
}

function NoMarketplace() {
  return (
    <div className="grid gap-4">
      <p className="rounded-xl border border-dashed px-4 py-5 text-base">{TEXT.noMarketplace}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" className="h-11">
            {TEXT.close}
          </Button>
        </DialogClose>
        <Button asChild className="h-11">
          <Link href="/platform-connections">
            <Link2 aria-hidden />
            {TEXT.openConnections}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function PublishChannels({ status, timezone }: { status: PublishStatus; timezone: string }) {
  const publish = usePublishMenu();
  const retryCall = useRetryCall();
  const channels = status.channels.map(({ channel }) => channel);
  const onPublish = async () => {
    try {
      await publish.mutateAsync();
    } catch (error) {
      toastFailure(MENU_TOASTS.failed.publish, error);
      return;
    }
    toast(MENU_TOASTS.menuPublished(formatChannelList(channels)));
  };
  return (
    <div className="grid min-h-0 grid-rows-[minmax(0,1fr)_auto] gap-4">
      <ul
        aria-label={TEXT.channelsLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className="-mx-1 grid min-h-0 gap-3 overflow-y-auto px-1 py-1 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {status.channels.map((channel) => (
          <PublishChannelCard
            key={channel.channel}
            channel={channel}
            timezone={timezone}
            retryCall={retryCall}
          />
        ))}
      </ul>
      <div className="-mx-6 flex flex-col-reverse gap-2 border-t px-6 pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" className="h-11">
            {TEXT.close}
          </Button>
        </DialogClose>
        <Button className="h-11" disabled={publish.isPending} onClick={() => void onPublish()}>
          <Send aria-hidden />
          {publish.isPending ? TEXT.publishing : TEXT.publish(channels.length)}
        </Button>
      </div>
    </div>
  );
}
