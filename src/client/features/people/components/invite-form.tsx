import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { LocationSummary } from "@/domain/api/locations";
import { inviteInputSchema } from "@/domain/api/people";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@/domain/permissions";
import { useInvite } from "../api/team";
import { workplaces } from "../location-names";
import { PEOPLE_TEXT, PEOPLE_TOASTS } from "../people-text";
import { LocationChoice } from "./location-choice";

export type InviteFormProps = {
  mayInviteAnyRole: boolean;
  /** Whether the person inviting works at all locations, and may invite to all of them. */
  mayInviteEverywhere: boolean;
  /**
   * The locations to choose from (brands among them are not); with fewer than two there is
   * no choice, and All is sent (this location, by someone who works at chosen ones).
   */
  locations: readonly LocationSummary[];
  /** Where the person inviting works now: the first location ticked when All is unticked. */
  currentLocationId?: string;
};

type InviteErrors = { email?: string; locationIds?: string };

/**
 * "Invite someone": an address, a role and, in an account of several locations, where they
 * will work. An owner offers every role; a manager Staff only, as the server allows. The
 * answer says where the link went; a refusal shows under the form.
 */
export function InviteForm({
  mayInviteAnyRole,
  mayInviteEverywhere,
  locations,
  currentLocationId,
}: InviteFormProps) {
  const roles: readonly TeamRole[] = mayInviteAnyRole ? TEAM_ROLES : ["staff"];
  const hasChoice = workplaces(locations).length > 1;
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamRole>("staff");
  // Someone who works at chosen locations invites to theirs, this one to begin with.
  const everywhereOrHere = mayInviteEverywhere || !currentLocationId ? null : [currentLocationId];
  const [locationIds, setLocationIds] = useState<string[] | null>(everywhereOrHere);
  const [errors, setErrors] = useState<InviteErrors>({});
  const invite = useInvite();
  const isOwner = role === "owner";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteInputSchema.safeParse({
      email,
      role,
      locationIds: isOwner ? null : locationIds,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors(
        issue?.path[0] === "locationIds"
          ? { locationIds: issue.message }
          : { email: issue?.message },
      );
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setLocationIds(everywhereOrHere);
        toast({ variant: "success", title: message });
        setEmail("");
      },
      onError: (failure) => setErrors({ email: errorMessage(failure, PEOPLE_TOASTS.inviteFailed) }),
    });
  };

  const sendButton = (
    <Button
      type="submit"
      size="lg"
      className={hasChoice ? "justify-self-start" : "sm:mt-7"}
      disabled={invite.isPending}
    >
      <Send aria-hidden />
      {invite.isPending ? PEOPLE_TEXT.sending : PEOPLE_TEXT.send}
    </Button>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={PEOPLE_TEXT.inviteTitle}
      className="grid gap-4"
    >
      <h3 className="text-lg font-semibold">{PEOPLE_TEXT.inviteTitle}</h3>
      <div
        className={
          hasChoice
            ? "grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start"
            : "grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
        }
      >
        <FormField label={PEOPLE_TEXT.email} error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={PEOPLE_TEXT.role}
          hint={mayInviteAnyRole ? PEOPLE_TEXT.roles[role] : PEOPLE_TEXT.staffOnly}
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={role}
              onChange={(event) => setRole(event.target.value as TeamRole)}
            >
              {roles.map((option) => (
                <option key={option} value={option}>
                  {TEAM_ROLE_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {!hasChoice && sendButton}
      </div>
      {hasChoice && (
        <>
          <LocationChoice
            locations={locations}
            value={locationIds}
            onChange={setLocationIds}
            isAllForced={isOwner}
            isAllOffered={mayInviteEverywhere}
            firstChoiceId={currentLocationId}
            error={errors.locationIds}
          />
          {sendButton}
        </>
      )}
    </form>
  );
}
