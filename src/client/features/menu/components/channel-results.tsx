import { CircleAlert, CircleCheck, LoaderCircle, RotateCw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import {
  type ChannelResult,
  type ChannelState,
  describeAvailabilityResult,
  menuChannelName,
} from "@/domain/menu-sync";
import { type RetryCall, useRetryCall } from "../hooks/use-retry-call";
import { CHANNEL_TEXT } from "../menu-messages";

export type ChannelResultsProps = {
  results: readonly ChannelResult[];
  /** The item's or option's name, for the list's name and each Retry's. */
  subjectName: string;
  className?: string;
};

/** The state as a shape too, never as colour alone: a check, a spinner, an alert. */
const STATE_ICON: Record<ChannelState, typeof CircleCheck> = {
  done: CircleCheck,
  sending: LoaderCircle,
  failed: CircleAlert,
};

const STATE_CLASSES: Record<ChannelState, { line: string; icon: string }> = {
  done: { line: "border-border bg-card", icon: "text-success" },
  sending: { line: "border-dashed border-border bg-card", icon: "text-muted-foreground" },
  failed: { line: "border-destructive/50 bg-destructive/10", icon: "text-destructive" },
};

/**
 * What each marketplace answered to the latest 86 or return: confirmed and sending as
 * small chips side by side, a refusal on a line of its own with the platform's reason and
 * Retry. The server lists them only while they matter (86'd, or a return not yet confirmed).
 */
export function ChannelResults({ results, subjectName, className }: ChannelResultsProps) {
  const retryCall = useRetryCall();
  if (results.length === 0) return null;
  return (
    <ul
      aria-label={CHANNEL_TEXT.listLabel(subjectName)}
      className={cn("flex flex-wrap gap-2", className)}
    >
      {results.map((result) => (
        <ChannelResultLine
          key={`${result.channel}-${result.callId}`}
          result={result}
          subjectName={subjectName}
          retryCall={retryCall}
        />
      ))}
    </ul>
  );
}

type ChannelResultLineProps = {
  result: ChannelResult;
  subjectName: string;
  retryCall: RetryCall;
};

function ChannelResultLine({ result, subjectName, retryCall }: ChannelResultLineProps) {
  const Icon = STATE_ICON[result.state];
  const classes = STATE_CLASSES[result.state];
  const isFailed = result.state === "failed";
  const isRetrying = retryCall.pendingCallId === result.callId;
  return (
    <li
      data-state={result.state}
      className={cn(
        "flex min-h-9 items-center gap-2 rounded-lg border px-2.5 py-1.5 text-sm font-medium",
        classes.line,
        isFailed && "w-full flex-wrap py-2 pr-2",
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "size-[18px] shrink-0",
          classes.icon,
          result.state === "sending" && "motion-safe:animate-spin",
        )}
      />
      <span className={cn("min-w-0 [overflow-wrap:anywhere]", isFailed && "flex-1")}>
        {describeAvailabilityResult(result)}
      </span>
      {isFailed && (
        <Button
          variant="outline"
          className="ml-auto h-10"
          aria-label={CHANNEL_TEXT.retryLabel(menuChannelName(result.channel), subjectName)}
          disabled={isRetrying}
          onClick={() => void retryCall.retry({ callId: result.callId, channel: result.channel })}
        >
          <RotateCw aria-hidden className={cn(isRetrying && "motion-safe:animate-spin")} />
          {isRetrying ? CHANNEL_TEXT.retrying : CHANNEL_TEXT.retry}
        </Button>
      )}
    </li>
  );
}
