import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { NativeSelect } from "@/client/components/ui/native-select";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { LocationSummary } from "@/domain/api/locations";
import { type Person, roleChangeInputSchema } from "@/domain/api/people";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@/domain/permissions";
import { useChangeRole } from "../api/team";
import { PEOPLE_TEXT, PEOPLE_TOASTS } from "../people-text";
import { LocationChoice } from "./location-choice";

export type PersonAccessDialogProps = {
  person: Person;
  locations: readonly LocationSummary[];
  currentLocationId?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * A person's role and locations, changed together and saved with one button: an Owner
 * works everywhere, so choosing Owner ticks All locations for good.
 */
export function PersonAccessDialog({ open, onOpenChange, ...form }: PersonAccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{PEOPLE_TEXT.accessTitle(form.person.name)}</DialogTitle>
        <DialogDescription>{PEOPLE_TEXT.accessDescription}</DialogDescription>
        {/* Inside the content, so every opening starts from the person as they are. */}
        <PersonAccessForm {...form} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type PersonAccessFormProps = Omit<PersonAccessDialogProps, "open" | "onOpenChange"> & {
  onDone(): void;
};

function PersonAccessForm({ person, locations, currentLocationId, onDone }: PersonAccessFormProps) {
  const [role, setRole] = useState<TeamRole>(person.role);
  const [locationIds, setLocationIds] = useState<string[] | null>(person.locationIds);
  const [error, setError] = useState<{ role?: string; locationIds?: string }>({});
  const changeRole = useChangeRole();
  const isOwner = role === "owner";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = roleChangeInputSchema.safeParse({
      role,
      locationIds: isOwner ? null : locationIds,
    });
    if (!parsed.success) {
      setError({ locationIds: parsed.error.issues[0]?.message });
      return;
    }
    setError({});
    changeRole.mutate(
      { id: person.id, ...parsed.data },
      {
        onSuccess: () => {
          toast({ variant: "success", title: PEOPLE_TOASTS.accessChanged(person.name) });
          onDone();
        },
        onError: (failure) => setError({ role: errorMessage(failure, PEOPLE_TOASTS.roleFailed) }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={PEOPLE_TEXT.role} hint={PEOPLE_TEXT.roles[role]} error={error.role}>
        {(control) => (
          <NativeSelect
            {...control}
            value={role}
            onChange={(event) => setRole(event.target.value as TeamRole)}
          >
            {TEAM_ROLES.map((option) => (
              <option key={option} value={option}>
                {TEAM_ROLE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <LocationChoice
        locations={locations}
        value={locationIds}
        onChange={setLocationIds}
        isAllForced={isOwner}
        firstChoiceId={currentLocationId}
        error={error.locationIds}
      />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" className="h-11">
            {PEOPLE_TEXT.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" className="h-11" disabled={changeRole.isPending}>
          {changeRole.isPending ? PEOPLE_TEXT.saving : PEOPLE_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
