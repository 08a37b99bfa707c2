import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { EmailField } from "@/client/components/account-fields";
import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/api-client";
import { forgotPasswordInputSchema, useRequestPasswordReset } from "../api/forgot-password";

type ForgotFields = z.input<typeof forgotPasswordInputSchema>;

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotFields, unknown, z.output<typeof forgotPasswordInputSchema>>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: "" },
  });

  if (request.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-4 text-center">
        <MailCheck className="size-10 text-success" aria-hidden />
        <h2 className="text-lg font-semibold">Check your email</h2>
        <p className="text-muted-foreground">{request.data.message}</p>
        <Button asChild variant="outline">
          <Link href="/login">Back to sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
      noValidate
      className="grid gap-5"
    >
      <EmailField
        registration={form.register("email")}
        error={form.formState.errors.email?.message}
      />
      {request.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(request.error, "We could not send the link. Please try again.")}
        </p>
      )}
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? "Sending..." : "Send reset link"}
      </Button>
      <Link
        href="/login"
        className="justify-self-center text-sm font-medium underline-offset-4 hover:underline"
      >
        Back to sign in
      </Link>
    </form>
  );
}
