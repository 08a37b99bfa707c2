import { PlatformIcon } from "@/client/components/platform-icon";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { StoreCall, StoreChannelStatus } from "@/domain/api/store";
import type { Platform } from "@/domain/platforms";
import {
  callText,
  channelStateText,
  retryName,
  STORE_TEXT,
  unconfirmedEndText,
} from "../store-text";
import { useRunStoreAction } from "./use-run-store-action";

/**
 * Each channel as it stands: open, paused or busy and until when, what its platform said
 * (with Retry after a refusal), and a button to end what is in force there.
 */
export function ChannelList({
  channels,
  timeZone,
}: {
  channels: StoreChannelStatus[];
  timeZone?: string;
}) {
  const run = useRunStoreAction();
  return (
    <ul className="grid divide-y rounded-lg border">
      {channels.map((channel) => {
        const calls = [channel.pause?.call, channel.busy?.call].filter((call): call is StoreCall =>
          Boolean(call),
        );
        const isOpen = !channel.pause && !channel.busy;
        return (
          <li key={channel.channel} className="grid gap-2 px-3 py-3 sm:flex sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <PlatformIcon platform={channel.channel as Platform} className="mt-0.5" />
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold">{channel.name}</p>
                <p className={cn("text-sm", isOpen ? "text-muted-foreground" : "font-medium")}>
                  {channelStateText(channel, timeZone)}
                </p>
                {calls.map((call) => (
                  <CallLine key={call.id} text={callText(call, channel.name)} call={call} />
                ))}
                {channel.unconfirmedEnd && (
                  <CallLine
                    text={unconfirmedEndText(channel.unconfirmedEnd, channel.name)}
                    call={channel.unconfirmedEnd}
                  />
                )}
              </div>
            </div>
            <div className="flex flex-wrap gap-2 sm:justify-end">
              {[...calls, channel.unconfirmedEnd]
                .filter((call): call is StoreCall => call?.state === "failed")
                .map((call) => (
                  <Button
                    key={call.id}
                    size="sm"
                    variant="outline"
                    className="min-h-11 sm:min-h-9"
                    aria-label={retryName(call, channel.name)}
                    disabled={run.isPending}
                    onClick={() => run.mutate({ kind: "retry", callId: call.id })}
                  >
                    {STORE_TEXT.retry}
                  </Button>
                ))}
              {channel.pause && (
                <Button
                  size="sm"
                  variant="outline"
                  className="min-h-11 sm:min-h-9"
                  aria-label={`Reopen ${channel.name}`}
                  disabled={run.isPending}
                  onClick={() =>
                    run.mutate({
                      kind: "end",
                      input: { kind: "pause", channels: [channel.channel] },
                    })
                  }
                >
                  {STORE_TEXT.reopen}
                </Button>
              )}
              {channel.busy && (
                <Button
                  size="sm"
                  variant="outline"
                  className="min-h-11 sm:min-h-9"
                  aria-label={`End busy mode on ${channel.name}`}
                  disabled={run.isPending}
                  onClick={() =>
                    run.mutate({
                      kind: "end",
                      input: { kind: "busy", channels: [channel.channel] },
                    })
                  }
                >
                  {STORE_TEXT.endBusy}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function CallLine({ text, call }: { text: string; call: StoreCall }) {
  return (
    <p
      className={cn(
        "text-sm",
        call.state === "failed" ? "font-medium text-destructive" : "text-muted-foreground",
      )}
    >
      {text}
    </p>
  );
}
