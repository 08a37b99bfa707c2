import { useMemo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { NativeSelect } from "@/client/components/ui/native-select";
import { SETTINGS_TEXT } from "../settings-messages";
import { timezoneOptions } from "./timezone-options";

export type TimezoneFieldProps = {
  /** The zone saved now: always offered, even where this browser's list lacks it. */
  current: string;
  hint: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

/** "Timezone": a location's clock, in the restaurant profile and when adding a location. */
export function TimezoneField({ current, hint, error, registration }: TimezoneFieldProps) {
  const zones = useMemo(() => timezoneOptions(current), [current]);
  return (
    <FormField label={SETTINGS_TEXT.profile.timezone} hint={hint} error={error}>
      {(control) => (
        <NativeSelect {...control} {...registration}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
