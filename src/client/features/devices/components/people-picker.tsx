import { CircleCheck, KeyRound } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { DevicePerson } from "@/domain/api/devices";
import { TEAM_ROLE_LABELS } from "@/domain/permissions";
import { useDevicePeople } from "../api/device-session";
import { OPERATOR_TEXT } from "../devices-text";

export type PeoplePickerProps = {
  /** Said above the list: a PIN just set. */
  notice?: string;
  onChoose(person: DevicePerson): void;
  onSetPin(): void;
};

/** The people who set a PIN, as buttons a finger finds at arm's length. */
export function PeoplePicker({ notice, onChoose, onSetPin }: PeoplePickerProps) {
  const people = useDevicePeople();
  return (
    <div className="grid gap-5">
      {notice && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-brand/10 px-4 py-3 text-base font-medium"
        >
          <CircleCheck className="size-5 shrink-0 text-brand" aria-hidden />
          {notice}
        </p>
      )}
      <PeopleList people={people} onChoose={onChoose} />
      <Button variant="link" className="h-11 justify-self-start px-0 text-base" onClick={onSetPin}>
        <KeyRound aria-hidden />
        {OPERATOR_TEXT.setPinLink}
      </Button>
    </div>
  );
}

function PeopleList({
  people,
  onChoose,
}: {
  people: ReturnType<typeof useDevicePeople>;
  onChoose(person: DevicePerson): void;
}) {
  if (people.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-base">{OPERATOR_TEXT.peopleFailed}</p>
        <Button
          variant="outline"
          disabled={people.isFetching}
          onClick={() => void people.refetch()}
        >
          {OPERATOR_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (!people.data) {
    return (
      <div className="grid justify-items-center py-8">
        <Spinner label={OPERATOR_TEXT.loadingPeople} className="size-8" />
      </div>
    );
  }
  if (people.data.length === 0) {
    return <p className="text-base text-muted-foreground">{OPERATOR_TEXT.nobody}</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {people.data.map((person) => (
        <li key={person.id}>
          <Button
            variant="outline"
            className="h-20 w-full justify-start gap-4 rounded-xl px-4 text-left"
            onClick={() => onChoose(person)}
          >
            <span
              aria-hidden
              className="grid size-12 shrink-0 place-items-center rounded-full bg-brand/15 text-lg font-bold text-brand"
            >
              {initialsOf(person.name)}
            </span>
            <span className="grid min-w-0">
              <span className="truncate text-xl font-semibold">{person.name}</span>
              <span className="text-sm text-muted-foreground">{TEAM_ROLE_LABELS[person.role]}</span>
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** "Maria Lopez" → "ML"; one name gives one letter. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
