import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { inviteInputSchema } from "@/domain/api/people";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@/domain/permissions";
import { useInvite } from "../api/team";
import { PEOPLE_TEXT, PEOPLE_TOASTS } from "../people-text";

/**
 * "Invite someone": an address and a role. An owner offers every role; a manager Staff only,
 * as the server allows. The answer says where the link went; a refusal shows under the form.
 */
export function InviteForm({ mayInviteAnyRole }: { mayInviteAnyRole: boolean }) {
  const roles: readonly TeamRole[] = mayInviteAnyRole ? TEAM_ROLES : ["staff"];
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamRole>("staff");
  const [error, setError] = useState<string | undefined>();
  const invite = useInvite();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast({ variant: "success", title: message });
        setEmail("");
      },
      onError: (failure) => setError(errorMessage(failure, PEOPLE_TOASTS.inviteFailed)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={PEOPLE_TEXT.inviteTitle}
      className="grid gap-4"
    >
      <h3 className="text-lg font-semibold">{PEOPLE_TEXT.inviteTitle}</h3>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <FormField label={PEOPLE_TEXT.email} error={error}>
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
        <Button type="submit" size="lg" className="sm:mt-7" disabled={invite.isPending}>
          <Send aria-hidden />
          {invite.isPending ? PEOPLE_TEXT.sending : PEOPLE_TEXT.send}
        </Button>
      </div>
    </form>
  );
}
