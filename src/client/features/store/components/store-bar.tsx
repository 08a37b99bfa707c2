import { CirclePause, Gauge, TriangleAlert } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { StoreCall, StoreChannelStatus } from "@/domain/api/store";
import { joinNames } from "@/domain/join-names";
import { type ActiveControl, useStore } from "../hooks/use-store";
import {
  automaticReason,
  callText,
  formatCountdown,
  retryName,
  STORE_TEXT,
  unconfirmedEndText,
  untilText,
} from "../store-text";
import { useRunStoreAction } from "./use-run-store-action";

export type StoreBarProps = { timeZone?: string; onManage(): void };

/**
 * The bar at the top of every signed-in screen while the store is paused or busy
 * anywhere: which channels, until when (counting down), a button to end it, and anything a
 * platform refused, with Retry. Nothing is drawn while every channel is open as usual.
 */
export function StoreBar({ timeZone, onManage }: StoreBarProps) {
  const { pauses, busy, unconfirmedEnds, now } = useStore();
  const run = useRunStoreAction();
  const refusals = [...pauses, ...busy].filter(({ control }) => control.call?.state === "failed");
  const stuck = unconfirmedEnds.filter(({ call }) => call.state === "failed");
  if (pauses.length === 0 && busy.length === 0 && stuck.length === 0) return null;

  const countdown = (endsAt: string | null) =>
    endsAt === null ? "" : ` · ${formatCountdown(Date.parse(endsAt) - now)} left`;

  return (
    <section aria-label="Store status" className="grid gap-px border-b">
      {group(pauses).map(({ key, controls, names }, index) => {
        const first = controls[0] as ActiveControl;
        return (
          <BarRow
            key={`pause-${key}`}
            onManage={index === 0 ? onManage : undefined}
            tone="paused"
            icon={<CirclePause className="size-5 shrink-0" aria-hidden />}
            text={`Paused on ${names} ${untilText(first.control, timeZone, controls.length)}${countdown(first.control.endsAt)}${automaticReason(first.control)}`}
            action={{
              label: STORE_TEXT.reopenAll,
              accessibleName: `${STORE_TEXT.reopenAll}: ${names}`,
              isBusy: run.isPending,
              onClick: () =>
                run.mutate({
                  kind: "end",
                  input: {
                    kind: "pause",
                    channels: controls.map(({ channel }) => channel.channel),
                  },
                }),
            }}
          />
        );
      })}
      {group(busy).map(({ key, controls, names }, index) => {
        const first = controls[0] as ActiveControl;
        return (
          <BarRow
            key={`busy-${key}`}
            onManage={index === 0 && pauses.length === 0 ? onManage : undefined}
            tone="busy"
            icon={<Gauge className="size-5 shrink-0" aria-hidden />}
            text={`Busy: +${first.control.extraMinutes} min on ${names} ${untilText(first.control, timeZone, controls.length)}${countdown(first.control.endsAt)}${automaticReason(first.control)}`}
            action={{
              label: STORE_TEXT.endBusy,
              accessibleName: `${STORE_TEXT.endBusy}: ${names}`,
              isBusy: run.isPending,
              onClick: () =>
                run.mutate({
                  kind: "end",
                  input: { kind: "busy", channels: controls.map(({ channel }) => channel.channel) },
                }),
            }}
          />
        );
      })}
      {[
        ...refusals.map(({ channel, control }) => ({
          channel,
          call: control.call as StoreCall,
          text: callText(control.call as StoreCall, channel.name),
        })),
        ...stuck.map(({ channel, call }) => ({
          channel,
          call,
          text: unconfirmedEndText(call, channel.name),
        })),
      ].map(({ channel, call, text }) => (
        <BarRow
          key={call.id}
          tone="refused"
          icon={<TriangleAlert className="size-5 shrink-0" aria-hidden />}
          text={text}
          action={{
            label: STORE_TEXT.retry,
            accessibleName: retryName(call, channel.name),
            isBusy: run.isPending,
            onClick: () => run.mutate({ kind: "retry", callId: call.id }),
          }}
        />
      ))}
    </section>
  );
}

/** Controls set together (the same source and end, for busy mode the same minutes) share a row. */
function group(controls: ActiveControl[]) {
  const groups = new Map<string, ActiveControl[]>();
  for (const entry of controls) {
    const key = `${entry.control.source}|${entry.control.extraMinutes}|${entry.control.endsAt}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.entries()].map(([key, grouped]) => ({
    key,
    controls: grouped,
    names: joinNames(grouped.map(({ channel }: { channel: StoreChannelStatus }) => channel.name)),
  }));
}

const TONES = {
  paused: "bg-amber-500/15 text-foreground",
  busy: "bg-sky-500/15 text-foreground",
  refused: "bg-destructive/10 text-foreground",
} as const;

function BarRow({
  tone,
  icon,
  text,
  action,
  onManage,
}: {
  tone: keyof typeof TONES;
  icon: React.ReactNode;
  text: string;
  action: { label: string; accessibleName?: string; isBusy: boolean; onClick(): void };
  onManage?: () => void;
}) {
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-base font-medium",
        TONES[tone],
      )}
    >
      {icon}
      {/* On a phone the buttons go below the words, which keep the whole width. */}
      <p className="min-w-0 flex-1 basis-[calc(100%-2.5rem)] tabular-nums sm:basis-auto">{text}</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          className="min-h-11 bg-background sm:min-h-9"
          aria-label={action.accessibleName}
          disabled={action.isBusy}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
        {onManage && (
          <Button size="sm" variant="ghost" className="min-h-11 sm:min-h-9" onClick={onManage}>
            {STORE_TEXT.manage}
          </Button>
        )}
      </div>
    </div>
  );
}
