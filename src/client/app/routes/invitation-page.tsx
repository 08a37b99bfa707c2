import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { PasswordField } from "@/client/components/account-fields";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { AuthPageFrame } from "@/client/features/auth/components/auth-page-frame";
import { useAcceptInvitation, useInvitation } from "@/client/features/people/api/invitation";
import { INVITATION_TEXT } from "@/client/features/people/people-text";
import { errorMessage } from "@/client/lib/api-client";
import { acceptInvitationInputSchema, INVITATION_LINK_INVALID } from "@/domain/api/people";
import { TEAM_ROLE_LABELS } from "@/domain/permissions";

const formSchema = acceptInvitationInputSchema.pick({ name: true, password: true });
type Fields = { name: string; password: string };

/**
 * /invite?token=…: the emailed invitation, in the sign-in screens' frame (composed here, as
 * features never import each other). It says who invited the person to which
 * restaurant and role; choosing a name and password joins the team and opens the dashboard.
 */
export function InvitationPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  const invitation = useInvitation(token);
  const details = invitation.data;
  return (
    <AuthPageFrame
      title={details ? INVITATION_TEXT.title(details.restaurantName) : "Your invitation"}
      subtitle={
        details
          ? INVITATION_TEXT.lead(details.invitedBy, TEAM_ROLE_LABELS[details.role])
          : undefined
      }
      backLabel="Back to sign in"
      backHref="/login"
      documentTitle="Join the team · OrderDock"
    >
      {!token || invitation.isError ? (
        <InvalidInvitation message={errorMessage(invitation.error, INVITATION_LINK_INVALID)} />
      ) : !details ? (
        <div className="grid justify-items-center py-6">
          <Spinner label={INVITATION_TEXT.checking} className="size-7" />
        </div>
      ) : (
        <AcceptForm token={token} email={details.email} />
      )}
    </AuthPageFrame>
  );
}

function AcceptForm({ token, email }: { token: string; email: string }) {
  const [, navigate] = useLocation();
  const accept = useAcceptInvitation();
  const form = useForm<Fields>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: "", password: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((fields) =>
    accept.mutate({ token, ...fields }, { onSuccess: () => navigate("/dashboard") }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={INVITATION_TEXT.email}>
        {(control) => <Input {...control} type="email" value={email} readOnly />}
      </FormField>
      <FormField label={INVITATION_TEXT.name} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <PasswordField
        label={INVITATION_TEXT.password}
        autoComplete="new-password"
        registration={form.register("password")}
        error={errors.password?.message}
      />
      {accept.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(accept.error, INVITATION_TEXT.failed)}
        </p>
      )}
      <Button type="submit" size="lg" disabled={accept.isPending}>
        {accept.isPending ? INVITATION_TEXT.accepting : INVITATION_TEXT.accept}
      </Button>
    </form>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <p className="font-medium">{INVITATION_TEXT.invalidTitle}</p>
      <p>{message}</p>
      <Link href="/login" className="font-medium underline underline-offset-4">
        {INVITATION_TEXT.signIn}
      </Link>
    </div>
  );
}
