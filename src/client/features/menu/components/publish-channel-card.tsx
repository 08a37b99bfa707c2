import { CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import {
  describePublishState,
  type PublishChannel,
  type PublishState,
} from "@/domain/api/menu-publish";
import { menuChannelName } from "@/domain/menu-sync";
import type { RetryCall } from "../hooks/use-retry-call";
import { formatPublishedAt } from "../menu-format";
import { PUBLISH_TEXT as TEXT } from "../menu-messages";

export type PublishChannelCardProps = {
  channel: PublishChannel;
  timezone: string;
  retryCall: RetryCall;
};

/** The state as a shape as well as a colour. */
const STATE_STYLE: Record<PublishState, { icon: typeof CircleCheck; className: string }> = {
  sending: { icon: LoaderCircle, className: "text-muted-foreground motion-safe:animate-spin" },
  processing: { icon: Clock, className: "text-muted-foreground" },
  done: { icon: CircleCheck, className: "text-success" },
  failed: { icon: CircleAlert, className: "text-destructive" },
};

/**
 * One marketplace in 'Publish menu': where its newest publish stands (a refusal with the
 * platform's reason and Retry), when it last confirmed one, and what a publish now changes.
 */
export function PublishChannelCard({ channel, timezone, retryCall }: PublishChannelCardProps) {
  const name = menuChannelName(channel.channel);
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-sm text-muted-foreground">
          {channel.confirmedAt
            ? TEXT.lastPublished(formatPublishedAt(channel.confirmedAt, timezone))
            : TEXT.neverPublished}
        </p>
      </div>
      <LatestPublish channel={channel} retryCall={retryCall} />
      <ChannelChanges channel={channel} name={name} />
    </li>
  );
}

function LatestPublish({ channel, retryCall }: Omit<PublishChannelCardProps, "timezone">) {
  const { latest } = channel;
  if (!latest) return null;
  const name = menuChannelName(channel.channel);
  const style = STATE_STYLE[latest.state];
  const Icon = style.icon;
  const isFailed = latest.state === "failed";
  const isRetrying = retryCall.pendingCallId === latest.callId;
  return (
    <div
      data-state={latest.state}
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-2",
        isFailed && "border-destructive/50 bg-destructive/10",
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", style.className)} />
        <div className="min-w-0">
          <p className="text-base font-medium">{describePublishState(latest.state, name)}</p>
          {isFailed && latest.message && (
            <p className="text-sm [overflow-wrap:anywhere]">
              <span className="font-medium">{TEXT.reason}</span> {latest.message}
            </p>
          )}
        </div>
      </div>
      {isFailed && (
        <Button
          variant="outline"
          className="h-11"
          aria-label={TEXT.retryLabel(name)}
          disabled={isRetrying}
          onClick={() => void retryCall.retry({ callId: latest.callId, channel: channel.channel })}
        >
          <RotateCw aria-hidden className={cn(isRetrying && "motion-safe:animate-spin")} />
          {isRetrying ? TEXT.retrying : TEXT.retry}
        </Button>
      )}
    </div>
  );
}

/** A first publish lists the whole menu: a few changes show until staff ask for all. */
const SHOWN_AT_FIRST = 5;

function ChannelChanges({ channel, name }: { channel: PublishChannel; name: string }) {
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  const { changes, moreChanges } = channel;
  if (changes.length === 0 && moreChanges === 0) {
    return (
      <div className="grid gap-1.5">
        <h4 className="text-sm font-semibold">{TEXT.changesHeading(name)}</h4>
        <p className="text-base text-muted-foreground">{TEXT.nothingToChange}</p>
      </div>
    );
  }
  // Hiding a single line saves nothing: collapse only when it hides at least two.
  const canCollapse = changes.length > SHOWN_AT_FIRST + 1;
  const shown = canCollapse && !isExpanded ? changes.slice(0, SHOWN_AT_FIRST) : changes;
  const hidden = changes.length - shown.length + moreChanges;
  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-semibold">{TEXT.changesHeading(name)}</h4>
      <ul id={listId} className="grid list-disc gap-1 pl-5 text-base marker:text-muted-foreground">
        {shown.map((change, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two changes may read alike; the list is only ever replaced whole.
          <li key={index} className="[overflow-wrap:anywhere]">
            {change}
          </li>
        ))}
      </ul>
      {hidden > 0 && (isExpanded || !canCollapse) && (
        <p className="text-sm text-muted-foreground">{TEXT.moreChanges(hidden)}</p>
      )}
      {canCollapse && (
        <Button
          variant="ghost"
          className="h-10 justify-self-start px-2 underline underline-offset-4"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? TEXT.showFewer : TEXT.showAll(changes.length + moreChanges)}
        </Button>
      )}
    </div>
  );
}
