import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { NativeSelect } from "@/client/components/ui/native-select";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import type { LocationSummary } from "@/domain/api/locations";
import type { Person } from "@/domain/api/people";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@/domain/permissions";
import { useChangeRole, useRemovePerson } from "../api/team";
import { PEOPLE_TEXT, PEOPLE_TOASTS } from "../people-text";
import { LocationLine } from "./location-line";
import { PersonAccessDialog } from "./person-access-dialog";

export type PersonRowProps = {
  person: Person;
  mayManage: boolean;
  /** The account's locations when it has several: the row says where the person works. */
  locations: readonly LocationSummary[];
  currentLocationId?: string;
};

/**
 * One person of the team: name, address, role and, with several locations, where they work.
 * An owner changes anyone else's role there and then (with several locations, role and
 * locations together in a dialog), or removes them after a question; nobody changes their own.
 */
export function PersonRow({ person, mayManage, locations, currentLocationId }: PersonRowProps) {
  const [isAsking, setAsking] = useState(false);
  const [isEditingAccess, setEditingAccess] = useState(false);
  const hasLocations = locations.length > 1;
  const changeRole = useChangeRole();
  const remove = useRemovePerson();
  const isEditable = mayManage && !person.isYou;

  const onRole = (role: TeamRole) =>
    changeRole.mutate(
      { id: person.id, role },
      {
        onSuccess: () =>
          toast({ variant: "success", title: PEOPLE_TOASTS.roleChanged(person.name, role) }),
        onError: (error) => toastFailure(PEOPLE_TOASTS.roleFailed, error),
      },
    );
  const onRemove = () =>
    remove.mutate(person.id, {
      onSuccess: () => toast({ variant: "success", title: PEOPLE_TOASTS.removed(person.name) }),
      onError: (error) => toastFailure(PEOPLE_TOASTS.removeFailed, error),
    });

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="grid min-w-0 flex-1 basis-60 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
          {person.name}
          {person.isYou && <Badge variant="secondary">{PEOPLE_TEXT.you}</Badge>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{person.email}</p>
        {hasLocations && <LocationLine locationIds={person.locationIds} locations={locations} />}
      </div>
      {isEditable ? (
        <div className="flex flex-wrap items-center gap-2">
          {hasLocations ? (
            <>
              <Badge variant="outline" className="text-sm">
                {TEAM_ROLE_LABELS[person.role]}
              </Badge>
              <Button
                variant="outline"
                className="h-11"
                aria-label={PEOPLE_TEXT.changeAccessLabel(person.name)}
                onClick={() => setEditingAccess(true)}
              >
                <Pencil aria-hidden />
                {PEOPLE_TEXT.changeAccess}
              </Button>
              <PersonAccessDialog
                person={person}
                locations={locations}
                currentLocationId={currentLocationId}
                open={isEditingAccess}
                onOpenChange={setEditingAccess}
              />
            </>
          ) : (
            <NativeSelect
              aria-label={PEOPLE_TEXT.roleOf(person.name)}
              className="w-36"
              value={person.role}
              disabled={changeRole.isPending}
              onChange={(event) => onRole(event.target.value as TeamRole)}
            >
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {TEAM_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          )}
          <Button
            variant="outline"
            className="h-11 text-red-700 hover:text-red-800 dark:text-red-400"
            aria-label={PEOPLE_TEXT.removeLabel(person.name)}
            disabled={remove.isPending}
            onClick={() => setAsking(true)}
          >
            <Trash2 aria-hidden />
            {PEOPLE_TEXT.remove}
          </Button>
          <ConfirmDialog
            open={isAsking}
            onOpenChange={setAsking}
            title={PEOPLE_TEXT.removeTitle(person.name)}
            description={PEOPLE_TEXT.removeDescription}
            confirmLabel={PEOPLE_TEXT.remove}
            onConfirm={onRemove}
          />
        </div>
      ) : (
        <Badge variant="outline" className="text-sm">
          {TEAM_ROLE_LABELS[person.role]}
        </Badge>
      )}
    </li>
  );
}
