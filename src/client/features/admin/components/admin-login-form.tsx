import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { ADMIN_TOASTS } from "../admin-messages";
import { adminLoginInputSchema, useAdminLogin } from "../api/admin-login";

type AdminLoginFields = z.input<typeof adminLoginInputSchema>;

/** spec §2 Admin login: 'Login' / 'Logging in...'; success goes to /admin/dashboard. */
export function AdminLoginForm() {
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const form = useForm<AdminLoginFields, unknown, z.output<typeof adminLoginInputSchema>>({
    resolver: zodResolver(adminLoginInputSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      toast({
        variant: "destructive",
        title: ADMIN_TOASTS.loginFailedTitle,
        description: errorMessage(error, ADMIN_TOASTS.loginFailedFallback),
      });
      return;
    }
    toast(ADMIN_TOASTS.loginSuccess);
    navigate("/admin/dashboard");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="username"
            inputMode="email"
            {...form.register("email")}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register("password")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}
