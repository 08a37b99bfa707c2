import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { EmailField } from "@/client/components/account-fields";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { oneOf, reportFormError } from "@/client/lib/form-errors";
import { signUpInputSchema, useSignUp } from "../api/sign-up";
import { AUTH_TOASTS, SIGN_UP_TEXT } from "../auth-messages";
import { CheckEmailNotice } from "./check-email-notice";

type SignUpFields = z.input<typeof signUpInputSchema>;
const SIGN_UP_FIELDS = ["restaurantName", "name", "email", "password"] as const;
const isSignUpField = oneOf(SIGN_UP_FIELDS);

/**
 * A restaurant starts its free trial: checked with the shared schema (the same password
 * rule as sign-in), then "Check your email" with the address and a way to resend the link.
 */
export function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm<SignUpFields, unknown, z.output<typeof signUpInputSchema>>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { restaurantName: "", name: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  if (signUp.isSuccess) {
    return <CheckEmailNotice email={signUp.data.email} onUseAnotherEmail={() => signUp.reset()} />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      reportFormError({
        error,
        isField: isSignUpField,
        setFieldError: (field, message, shouldFocus) =>
          form.setError(field, { type: "server", message }, { shouldFocus }),
        failedTitle: AUTH_TOASTS.signUpFailedTitle,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={SIGN_UP_TEXT.restaurantName} error={errors.restaurantName?.message}>
        {(control) => (
          <Input {...control} autoComplete="organization" {...form.register("restaurantName")} />
        )}
      </FormField>
      <FormField label={SIGN_UP_TEXT.name} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <EmailField registration={form.register("email")} error={errors.email?.message} />
      <FormField
        label={SIGN_UP_TEXT.password}
        hint={SIGN_UP_TEXT.passwordHint}
        error={errors.password?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register("password")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" variant="brand" disabled={signUp.isPending}>
        {signUp.isPending ? SIGN_UP_TEXT.submitting : SIGN_UP_TEXT.submit}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {SIGN_UP_TEXT.agreement}{" "}
        <Link href="/terms" className="font-medium text-foreground underline underline-offset-4">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link href="/privacy" className="font-medium text-foreground underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
      <p className="text-center text-sm text-muted-foreground">
        {SIGN_UP_TEXT.haveAccount}{" "}
        <Link href="/login" className="font-medium text-foreground underline underline-offset-4">
          {SIGN_UP_TEXT.signIn}
        </Link>
      </p>
    </form>
  );
}
