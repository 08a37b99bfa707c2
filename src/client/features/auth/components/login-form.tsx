import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import type { z } from "zod";
import { EmailField, PasswordField } from "@/client/components/account-fields";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/domain/api/auth";
import { useDemoLogin } from "../api/demo-login";
import { isEmailNotVerified, loginInputSchema, useLogin } from "../api/login";
import { AUTH_TOASTS, SIGN_UP_TEXT } from "../auth-messages";
import { ResendLinkButton } from "./resend-link-button";

export type LoginFormProps = {
  /** mode=demo: the demo credentials are filled in. */
  isDemoMode: boolean;
  /** Where to go once signed in; nowhere when the page itself should stay. */
  redirectTo?: string;
};

type LoginFields = z.input<typeof loginInputSchema>;

/**
 * The owner sign-in. The demo email signs in through demo-login, which opens a fresh
 * demo restaurant; any other email through the owner login.
 */
export function LoginForm({ isDemoMode, redirectTo }: LoginFormProps) {
  const [, navigate] = useLocation();
  const login = useLogin();
  const demoLogin = useDemoLogin();
  const form = useForm<LoginFields, unknown, z.output<typeof loginInputSchema>>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  /** The address of an owner refused until it is confirmed: offer a new link. */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  useEffect(() => {
    form.reset(
      isDemoMode ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : { email: "", password: "" },
    );
  }, [isDemoMode, form]);

  const isBusy = login.isPending || demoLogin.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    const isDemo = values.email === DEMO_EMAIL;
    setUnverifiedEmail(null);
    try {
      if (isDemo) await demoLogin.mutateAsync();
      else await login.mutateAsync(values);
    } catch (error) {
      if (isEmailNotVerified(error)) setUnverifiedEmail(values.email);
      toast({
        variant: "destructive",
        title: AUTH_TOASTS.loginFailedTitle,
        description: errorMessage(error, AUTH_TOASTS.loginFailedFallback),
      });
      return;
    }
    toast(isDemo ? AUTH_TOASTS.demoLoginSuccess : AUTH_TOASTS.loginSuccess);
    if (redirectTo) navigate(redirectTo);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <EmailField registration={form.register("email")} error={errors.email?.message} />
      <PasswordField registration={form.register("password")} error={errors.password?.message} />
      {isDemoMode && (
        <p className="rounded-md bg-brand/10 px-3 py-2 text-sm text-foreground">
          The demo credentials are filled in for you: just click <strong>Sign In</strong>.
        </p>
      )}
      {unverifiedEmail && (
        <div className="grid gap-3 rounded-md border border-brand/40 bg-brand/10 p-4 text-sm">
          <p className="font-medium">{SIGN_UP_TEXT.unverified}</p>
          <ResendLinkButton email={unverifiedEmail} />
        </div>
      )}
      <div className="flex justify-end">
        <Link
          href="/forgot-password"
          className="text-sm font-medium underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={isBusy}>
        {isBusy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
