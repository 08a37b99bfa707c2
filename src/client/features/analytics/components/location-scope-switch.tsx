import { useId } from "react";
import { RadioGroup, RadioOption } from "@/client/components/ui/radio-group";
import { LOCATION_SCOPE_TEXT as TEXT } from "../analytics-messages";

export type LocationScopeSwitchProps = {
  isAllLocations: boolean;
  onChange(isAllLocations: boolean): void;
};

/**
 * "This location" or "All locations", for someone who oversees several: the roll-up asks
 * the same report of every location they work at; money stays apart by currency, as ever.
 */
export function LocationScopeSwitch({ isAllLocations, onChange }: LocationScopeSwitchProps) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="sr-only">
        {TEXT.groupLabel}
      </span>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        value={isAllLocations ? "all" : "current"}
        onValueChange={(value) => onChange(value === "all")}
        className="flex flex-wrap gap-2"
      >
        <RadioOption value="current" label={TEXT.thisLocation} />
        <RadioOption value="all" label={TEXT.allLocations} />
      </RadioGroup>
    </div>
  );
}
