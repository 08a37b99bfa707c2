import { useEffect } from "react";
import { useLocation } from "wouter";
import { FullPageSpinner } from "@/client/components/ui/spinner";
import { AUTH_TOASTS } from "@/client/features/auth/auth-messages";
import { toast } from "@/client/hooks/use-toast";

/** /demo: the 'Demo Mode' toast, then the login screen in demo mode. */
export function DemoPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    toast(AUTH_TOASTS.demoMode);
    navigate("/login?mode=demo", { replace: true });
  }, [navigate]);
  return <FullPageSpinner />;
}
