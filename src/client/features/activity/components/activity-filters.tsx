import { FormField } from "@/client/components/ui/form-field";
import { NativeSelect } from "@/client/components/ui/native-select";
import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityKind,
  type ActivityPage,
  KITCHEN_FILTER,
} from "@/domain/api/activity";
import { ACTIVITY_TEXT } from "../activity-text";
import type { ActivityFilters as Filters } from "../api/get-activity";

export type ActivityFiltersProps = {
  filters: Filters;
  /** Everyone the log names, for the person filter. */
  people: ActivityPage["people"];
  onChange(filters: Filters): void;
};

// A select's "all" is its empty value: no filter is sent for it.
const ALL = "";

/** Who made the changes and what kind they are: the log narrowed as soon as one is chosen. */
export function ActivityFilters({ filters, people, onChange }: ActivityFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={ACTIVITY_TEXT.person}>
        {(control) => (
          <NativeSelect
            id={control.id}
            value={filters.person ?? ALL}
            onChange={(event) => onChange({ ...filters, person: event.target.value || undefined })}
          >
            <option value={ALL}>{ACTIVITY_TEXT.allPeople}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
            <option value={KITCHEN_FILTER}>{ACTIVITY_TEXT.kitchen}</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField label={ACTIVITY_TEXT.kind}>
        {(control) => (
          <NativeSelect
            id={control.id}
            value={filters.kind ?? ALL}
            onChange={(event) =>
              onChange({ ...filters, kind: (event.target.value || undefined) as ActivityKind })
            }
          >
            <option value={ALL}>{ACTIVITY_TEXT.allKinds}</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ACTIVITY_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
