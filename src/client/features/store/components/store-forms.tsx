import { type FormEvent, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { RadioGroup, RadioOption } from "@/client/components/ui/radio-group";
import { toast } from "@/client/hooks/use-toast";
import type { StoreChannelStatus } from "@/domain/api/store";
import { joinNames } from "@/domain/join-names";
import type { BusyExtraMinutes, StoreChannel, StoreDuration } from "@/domain/store-controls";
import { DURATION_CHOICES, EXTRA_MINUTE_CHOICES, STORE_TEXT } from "../store-text";
import { useRunStoreAction } from "./use-run-store-action";

type FormProps = { channels: StoreChannelStatus[]; onDone(): void };

/** Pause new orders on one channel or all, for a while. */
export function PauseForm({ channels, onDone }: FormProps) {
  const run = useRunStoreAction();
  const [target, setTarget] = useState("all");
  const [duration, setDuration] = useState<StoreDuration>("15");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = chosenChannels(target, channels);
    run.mutate({ kind: "pause", input: { channels: chosen.value, duration } }, () => {
      toast({ variant: "success", title: `Orders paused on ${chosen.names}` });
      onDone();
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <Choices
        label={STORE_TEXT.whichChannels}
        value={target}
        onChange={setTarget}
        choices={channelChoices(channels, STORE_TEXT.allChannels)}
      />
      <Choices
        label={STORE_TEXT.howLong}
        value={duration}
        onChange={(value) => setDuration(value as StoreDuration)}
        choices={DURATION_CHOICES}
      />
      <Button type="submit" className="min-h-11 justify-self-start" disabled={run.isPending}>
        {STORE_TEXT.pauseSubmit}
      </Button>
    </form>
  );
}

/** Add minutes to every preparation time quoted on one marketplace or all, for a while. */
export function BusyForm({ channels, onDone }: FormProps) {
  const run = useRunStoreAction();
  const [target, setTarget] = useState("all");
  const [extra, setExtra] = useState("10");
  const [duration, setDuration] = useState<StoreDuration>("30");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = chosenChannels(target, channels);
    const extraMinutes = Number(extra) as BusyExtraMinutes;
    run.mutate({ kind: "busy", input: { channels: chosen.value, extraMinutes, duration } }, () => {
      toast({ variant: "success", title: `Busy mode on ${chosen.names}: +${extraMinutes} min` });
      onDone();
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{STORE_TEXT.busyHint}</p>
      <Choices
        label={STORE_TEXT.whichChannels}
        value={target}
        onChange={setTarget}
        choices={channelChoices(channels, STORE_TEXT.allMarketplaces)}
      />
      <Choices
        label={STORE_TEXT.extraTime}
        value={extra}
        onChange={setExtra}
        choices={EXTRA_MINUTE_CHOICES}
      />
      <Choices
        label={STORE_TEXT.howLong}
        value={duration}
        onChange={(value) => setDuration(value as StoreDuration)}
        choices={DURATION_CHOICES}
      />
      <Button type="submit" className="min-h-11 justify-self-start" disabled={run.isPending}>
        {STORE_TEXT.busySubmit}
      </Button>
    </form>
  );
}

function channelChoices(channels: StoreChannelStatus[], allLabel: string) {
  return [
    { value: "all", label: allLabel },
    ...channels.map((channel) => ({ value: channel.channel, label: channel.name })),
  ];
}

/** "all", or the one channel picked, with the names a toast says. */
function chosenChannels(target: string, channels: StoreChannelStatus[]) {
  if (target === "all") {
    return { value: "all" as const, names: joinNames(channels.map((channel) => channel.name)) };
  }
  const channel = channels.find((candidate) => candidate.channel === target);
  return {
    value: [target as StoreChannel],
    names: channel?.name ?? target,
  };
}

/** A named radio group of tiles: one tap picks, arrows move. */
function Choices({
  label,
  value,
  onChange,
  choices,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  choices: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <p id={id} className="text-base font-medium">
        {label}
      </p>
      <RadioGroup
        aria-labelledby={id}
        value={value}
        onValueChange={onChange}
        className="grid-cols-2 sm:grid-cols-3"
      >
        {choices.map((choice) => (
          <RadioOption key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </RadioGroup>
    </div>
  );
}
