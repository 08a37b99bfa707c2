import { useId } from "react";
import { CheckboxField } from "@/client/components/ui/checkbox";
import type { LocationSummary } from "@/domain/api/locations";
import { workplaces } from "../location-names";
import { PEOPLE_TEXT } from "../people-text";

export type LocationChoiceProps = {
  locations: readonly LocationSummary[];
  /** null: every location of the account, now and added later. */
  value: readonly string[] | null;
  onChange(value: string[] | null): void;
  /** The Owner role works everywhere: All locations, not a choice. */
  isAllForced: boolean;
  /**
   * Whether All locations may be chosen: not by someone who works at chosen locations
   * themself, who gives only theirs.
   */
  isAllOffered?: boolean;
  /** Ticked first when All locations is unticked: where the person choosing works now. */
  firstChoiceId?: string;
  error?: string;
};

/**
 * Where someone works: "All locations", or, once that is unticked, a box per location (never
 * a brand: its location's people make its orders). The chosen ones keep the order of the list.
 */
export function LocationChoice({
  locations: places,
  value,
  onChange,
  isAllForced,
  isAllOffered = true,
  firstChoiceId,
  error,
}: LocationChoiceProps) {
  const errorId = useId();
  const locations = workplaces(places);
  const isAll = isAllForced || (isAllOffered && value === null);
  const onAll = (isChecked: boolean) => {
    if (isChecked) return onChange(null);
    const first = locations.find((location) => location.id === firstChoiceId);
    onChange(first ? [first.id] : []);
  };
  const onOne = (id: string, isChecked: boolean) =>
    onChange(
      locations
        .map((location) => location.id)
        .filter((entry) => (entry === id ? isChecked : (value ?? []).includes(entry))),
    );
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-1">
      <legend className="mb-2 text-sm font-medium">{PEOPLE_TEXT.locations}</legend>
      {(isAllOffered || isAllForced) && (
        <CheckboxField
          label={PEOPLE_TEXT.allLocations}
          hint={isAllForced ? PEOPLE_TEXT.ownerAllLocations : undefined}
          checked={isAll}
          disabled={isAllForced}
          onChange={(event) => onAll(event.target.checked)}
        />
      )}
      {!isAll && (
        <div className="grid gap-1 pl-6 sm:grid-cols-2">
          {locations.map((location) => (
            <CheckboxField
              key={location.id}
              label={location.name}
              checked={value?.includes(location.id) ?? false}
              onChange={(event) => onOne(location.id, event.target.checked)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
