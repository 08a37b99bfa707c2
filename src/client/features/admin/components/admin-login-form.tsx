import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { EmailField, PasswordField } from "@/client/components/account-fields";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { ADMIN_TOASTS } from "../admin-messages";
import { adminLoginInputSchema, useAdminLogin } from "../api/admin-login";

type AdminLoginFields = z.input<typeof adminLoginInputSchema>;

/** The admin login: 'Login' / 'Logging in...'; success goes to /admin/dashboard. */
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
      <EmailField
        registration={form.register("email")}
        error={errors.email?.message}
        autoComplete="username"
      />
      <PasswordField registration={form.register("password")} error={errors.password?.message} />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}
