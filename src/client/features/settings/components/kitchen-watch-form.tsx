import { type FormEvent, useId, useState } from "react";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { toast } from "@/client/hooks/use-toast";
import { reportFormError } from "@/client/lib/form-errors";
import type { KitchenWatch } from "@/domain/api/settings";
import type { OpeningHours, OpeningPeriod } from "@/domain/opening-hours";
import { WEEKDAY_NAMES } from "@/domain/opening-hours";
import { DARK_KITCHEN_MINUTES_RANGE } from "@/domain/store-controls";
import { useUpdateSettings } from "../api/update-settings";
import { SETTINGS_TEXT, SETTINGS_TOASTS } from "../settings-messages";
import { SaveSectionButton, WholeNumberInput } from "./settings-form-parts";

const TEXT = SETTINGS_TEXT.kitchenWatch;
/** Monday first on screen, as a week reads; stored Sunday first. */
const DAYS_IN_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const USUAL_HOURS: OpeningPeriod = { open: "11:00", close: "22:00" };

export type KitchenWatchFormProps = { watch: KitchenWatch };

/**
 * Opening hours, and what OrderDock does when no dashboard is open during them: after how
 * many minutes it pauses every channel, and whether it reopens them when one is back.
 */
export function KitchenWatchForm({ watch }: KitchenWatchFormProps) {
  const updateSettings = useUpdateSettings();
  const [isWatching, setWatching] = useState(watch.openingHours !== null);
  const [hours, setHours] = useState<OpeningHours>(
    watch.openingHours ?? Array.from({ length: 7 }, () => ({ ...USUAL_HOURS })),
  );
  const [minutes, setMinutes] = useState(String(watch.darkKitchenMinutes));
  const [reopenWhenBack, setReopen] = useState(watch.reopenWhenBack);
  const [minutesError, setMinutesError] = useState<string>();

  const setDay = (day: number, period: OpeningPeriod | null) =>
    setHours((current) => current.map((entry, index) => (index === day ? period : entry)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMinutesError(undefined);
    try {
      await updateSettings.mutateAsync({
        kitchenWatch: {
          openingHours: isWatching ? hours : null,
          darkKitchenMinutes: Number(minutes),
          reopenWhenBack,
        },
      });
    } catch (error) {
      reportFormError({
        error,
        isField: (field): field is "darkKitchenMinutes" => field === "darkKitchenMinutes",
        setFieldError: (_field, message) => setMinutesError(message),
        failedTitle: SETTINGS_TOASTS.kitchenWatchSaveFailedTitle,
      });
      return;
    }
    toast({ variant: "success", ...SETTINGS_TOASTS.kitchenWatchSaved });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <LabelledSwitch
        label={TEXT.watch}
        hint={TEXT.watchHint}
        checked={isWatching}
        onCheckedChange={setWatching}
      />
      {isWatching && (
        <>
          <fieldset className="grid gap-2">
            <legend className="text-base font-medium">{TEXT.hoursLegend}</legend>
            <p className="text-sm text-muted-foreground">{TEXT.hoursHint}</p>
            <ul className="grid divide-y rounded-lg border">
              {DAYS_IN_ORDER.map((day) => (
                <DayRow
                  key={day}
                  name={WEEKDAY_NAMES[day]}
                  period={hours[day] ?? null}
                  onChange={(period) => setDay(day, period)}
                />
              ))}
            </ul>
          </fieldset>
          <FormField label={TEXT.minutes} hint={TEXT.minutesHint} error={minutesError}>
            {(control) => (
              <WholeNumberInput
                {...control}
                min={DARK_KITCHEN_MINUTES_RANGE.min}
                max={DARK_KITCHEN_MINUTES_RANGE.max}
                value={minutes}
                onChange={(event) => setMinutes(event.target.value)}
              />
            )}
          </FormField>
          <LabelledSwitch
            label={TEXT.reopen}
            hint={TEXT.reopenHint}
            checked={reopenWhenBack}
            onCheckedChange={setReopen}
          />
        </>
      )}
      <SaveSectionButton isPending={updateSettings.isPending} text={TEXT} />
    </form>
  );
}

function DayRow({
  name,
  period,
  onChange,
}: {
  name: string;
  period: OpeningPeriod | null;
  onChange(period: OpeningPeriod | null): void;
}) {
  const id = useId();
  return (
    <li className="grid gap-2 px-3 py-2 sm:grid-cols-[10rem_1fr] sm:items-center">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-medium">
        <Checkbox
          id={id}
          checked={period !== null}
          aria-label={TEXT.openOn(name)}
          onChange={(event) => onChange(event.target.checked ? { ...USUAL_HOURS } : null)}
        />
        {name}
      </label>
      {period ? (
        <div className="flex items-center gap-2">
          <Input
            type="time"
            aria-label={TEXT.opens(name)}
            className="w-32 sm:w-36"
            value={period.open}
            onChange={(event) => onChange({ ...period, open: event.target.value })}
          />
          <span aria-hidden>–</span>
          <Input
            type="time"
            aria-label={TEXT.closes(name)}
            className="w-32 sm:w-36"
            value={period.close}
            onChange={(event) => onChange({ ...period, close: event.target.value })}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Closed</p>
      )}
    </li>
  );
}
