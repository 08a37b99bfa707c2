import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { PasswordField } from "@/client/components/account-fields";
import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/api-client";
import { RESET_LINK_INVALID } from "@/domain/api/auth";
import {
  type ResetPasswordForm as ResetFields,
  resetPasswordFormSchema,
  useResetPassword,
} from "../api/reset-password";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const form = useForm<ResetFields>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  if (!token) return <InvalidLink message={RESET_LINK_INVALID} />;

  if (reset.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-4 text-center">
        <CircleCheck className="size-10 text-success" aria-hidden />
        <p className="font-medium">{reset.data.message}</p>
        <Button asChild size="lg">
          <Link href="/login">Sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
      noValidate
      className="grid gap-5"
    >
      <PasswordField
        label="New password"
        autoComplete="new-password"
        registration={form.register("password")}
        error={errors.password?.message}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        registration={form.register("confirmPassword")}
        error={errors.confirmPassword?.message}
      />
      {reset.isError && <InvalidLink message={errorMessage(reset.error, RESET_LINK_INVALID)} />}
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <p className="font-medium">{message}</p>
      <Link href="/forgot-password" className="font-medium underline underline-offset-4">
        Ask for a new link
      </Link>
    </div>
  );
}
