import { type ComponentProps, type FormEvent, useState } from "react";
import { FormField } from "@/client/components/ui/form-field";
import type { Input } from "@/client/components/ui/input";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { toast } from "@/client/hooks/use-toast";
import { reportFormError } from "@/client/lib/form-errors";
import type { KitchenLoadSettings } from "@/domain/api/settings";
import { BUSY_EXTRA_MINUTES } from "@/domain/store-controls";
import { useUpdateSettings } from "../api/update-settings";
import { SETTINGS_TEXT, SETTINGS_TOASTS } from "../settings-messages";
import { type Choice, ChoiceGroup } from "./choice-group";
import { SaveSectionButton, WholeNumberInput } from "./settings-form-parts";

const TEXT = SETTINGS_TEXT.kitchenLoad;
const EXTRA_CHOICES: ReadonlyArray<Choice<string>> = BUSY_EXTRA_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: `+${minutes} min`,
}));
/** What a kitchen might start with: slow down past an hour of work, pause past two. */
const FIRST_RULES = { busyAboveMinutes: 60, busyExtraMinutes: 20, pauseAboveMinutes: 120 };

type Field = "defaultItemMinutes" | "busyAboveMinutes" | "pauseAboveMinutes";
const FIELDS: readonly string[] = ["defaultItemMinutes", "busyAboveMinutes", "pauseAboveMinutes"];

export type KitchenLoadFormProps = { load: KitchenLoadSettings };

/**
 * The kitchen's load: the minutes an item counts for when the menu gives none, and the
 * optional rules that add minutes to quoted times or pause the marketplaces by themselves.
 */
export function KitchenLoadForm({ load }: KitchenLoadFormProps) {
  const updateSettings = useUpdateSettings();
  const start = load.rules ?? FIRST_RULES;
  const [itemMinutes, setItemMinutes] = useState(String(load.defaultItemMinutes));
  const [hasRules, setHasRules] = useState(load.rules !== null);
  const [busyAbove, setBusyAbove] = useState(optional(start.busyAboveMinutes));
  const [busyExtra, setBusyExtra] = useState(String(start.busyExtraMinutes));
  const [pauseAbove, setPauseAbove] = useState(optional(start.pauseAboveMinutes));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await updateSettings.mutateAsync({
        kitchenLoad: {
          defaultItemMinutes: Number(itemMinutes),
          rules: hasRules
            ? {
                busyAboveMinutes: minutesOrNull(busyAbove),
                busyExtraMinutes: Number(busyExtra),
                pauseAboveMinutes: minutesOrNull(pauseAbove),
              }
            : null,
        },
      });
    } catch (error) {
      reportFormError({
        error,
        isField: (field): field is Field => FIELDS.includes(field),
        setFieldError: (field, message) => setErrors((now) => ({ ...now, [field]: message })),
        failedTitle: SETTINGS_TOASTS.kitchenLoadSaveFailedTitle,
      });
      return;
    }
    toast({ variant: "success", ...SETTINGS_TOASTS.kitchenLoadSaved });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <FormField
        label={TEXT.itemMinutes}
        hint={TEXT.itemMinutesHint}
        error={errors.defaultItemMinutes}
      >
        {(control) => <MinutesInput {...control} value={itemMinutes} onValue={setItemMinutes} />}
      </FormField>
      <LabelledSwitch
        label={TEXT.rules}
        hint={TEXT.rulesHint}
        checked={hasRules}
        onCheckedChange={setHasRules}
      />
      {hasRules && (
        <>
          <FormField
            label={TEXT.busyAbove}
            hint={TEXT.busyAboveHint}
            error={errors.busyAboveMinutes}
          >
            {(control) => <MinutesInput {...control} value={busyAbove} onValue={setBusyAbove} />}
          </FormField>
          <ChoiceGroup
            label={TEXT.busyExtra}
            choices={EXTRA_CHOICES}
            value={busyExtra}
            onChange={setBusyExtra}
          />
          <FormField
            label={TEXT.pauseAbove}
            hint={TEXT.pauseAboveHint}
            error={errors.pauseAboveMinutes}
          >
            {(control) => <MinutesInput {...control} value={pauseAbove} onValue={setPauseAbove} />}
          </FormField>
        </>
      )}
      <SaveSectionButton isPending={updateSettings.isPending} text={TEXT} />
    </form>
  );
}

function MinutesInput({
  onValue,
  ...props
}: Omit<ComponentProps<typeof Input>, "onChange" | "type"> & { onValue(value: string): void }) {
  return <WholeNumberInput {...props} min={1} onChange={(event) => onValue(event.target.value)} />;
}

const optional = (value: number | null) => (value === null ? "" : String(value));
const minutesOrNull = (value: string) => (value.trim() === "" ? null : Number(value));
