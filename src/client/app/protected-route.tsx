import { ShieldCheck, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, Redirect } from "wouter";
import { Button } from "@/client/components/ui/button";
import { FullPageSpinner } from "@/client/components/ui/spinner";
import { useCurrentUser } from "@/client/features/auth/api/get-current-user";
import { OperatorPromptHost } from "@/client/features/devices/components/operator-prompt-host";
import { LiveOrders } from "@/client/features/orders/components/live-orders";
import { OrderSelectionProvider } from "@/client/features/orders/hooks/use-order-selection";
import { useResetOnLocationChange } from "@/client/lib/current-user-cache";
import {
  DEVICE_PAGE_PATH,
  forgetDeviceBrowser,
  isDeviceBrowser,
  rememberDeviceBrowser,
} from "@/client/lib/device-browser";
import type { CurrentUser } from "@/domain/api/auth";
import { AppShell } from "./layout/app-shell";
import { LoginPage } from "./lazy-login-page";

/**
 * Protected routes: a spinner while the session loads, the login screen for a
 * signed-out visitor (signing in there keeps them on the page they asked for), and the
 * app shell around the page for everyone signed in to a restaurant (a full-screen page
 * draws its own). The live feed runs either way. A kitchen device whose session ended (it
 * was removed) goes to its pairing page instead of the login screen; while paired, it asks
 * who is there when an action needs a PIN. A session moved to another location reloads every
 * screen's answers.
 */
export function ProtectedRoute({
  children,
  hasShell = true,
}: {
  children: (user: CurrentUser) => ReactNode;
  /** False for a page drawn full screen (the kitchen display): no sidebar or bars. */
  hasShell?: boolean;
}) {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  useDeviceBrowserMemory(user);
  // Another location: every screen loads its answers again, with no page reload.
  useResetOnLocationChange(user?.restaurant?.id);
  if (isPending) return <FullPageSpinner />;
  if (isError) return <SessionCheckFailed onRetry={() => refetch()} />;
  if (!user)
    return isDeviceBrowser() ? <Redirect to={DEVICE_PAGE_PATH} /> : <LoginPage stayOnPage />;
  if (user.role === "admin" || !user.restaurant) return <AdminAccountNotice />;
  return (
    <OrderSelectionProvider>
      {hasShell ? <AppShell user={user}>{children(user)}</AppShell> : children(user)}
      <LiveOrders onSessionLost={() => void refetch()} />
      {user.device && <OperatorPromptHost />}
    </OrderSelectionProvider>
  );
}

/**
 * This browser is a device while a device's session is in it, and stops being one when a
 * person signs in here; a session that ends leaves the memory as it was.
 */
function useDeviceBrowserMemory(user: CurrentUser | null | undefined): void {
  const isDevice = user ? user.device !== null : null;
  useEffect(() => {
    if (isDevice === true) rememberDeviceBrowser();
    if (isDevice === false) forgetDeviceBrowser();
  }, [isDevice]);
}

function SessionCheckFailed({ onRetry }: { onRetry(): void }) {
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div role="alert" className="grid max-w-sm justify-items-center gap-4 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden />
        <h1 className="text-xl font-semibold">We could not reach OrderDock</h1>
        <p className="text-muted-foreground">Check the connection, then try again.</p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </main>
  );
}

function AdminAccountNotice() {
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="grid max-w-sm justify-items-center gap-4 text-center">
        <ShieldCheck className="size-10 text-brand" aria-hidden />
        <h1 className="text-xl font-semibold">You are signed in as an administrator</h1>
        <p className="text-muted-foreground">
          Administrators have no restaurant of their own. Manage OrderDock from the admin panel.
        </p>
        <Button asChild>
          <Link href="/admin/dashboard">Open the admin panel</Link>
        </Button>
      </div>
    </main>
  );
}
