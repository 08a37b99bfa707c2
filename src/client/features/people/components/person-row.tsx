import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { NativeSelect } from "@/client/components/ui/native-select";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import type { Person } from "@/domain/api/people";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@/domain/permissions";
import { useChangeRole, useRemovePerson } from "../api/team";
import { PEOPLE_TEXT, PEOPLE_TOASTS } from "../people-text";

/**
 * One person of the team: name, address and role. An owner changes anyone else's role
 * there and then, or removes them after a question; nobody changes their own.
 */
export function PersonRow({ person, mayManage }: { person: Person; mayManage: boolean }) {
  const [isAsking, setAsking] = useState(false);
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
      </div>
      {isEditable ? (
        <div className="flex items-center gap-2">
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
