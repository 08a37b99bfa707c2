import { ShieldCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { FullPageSpinner } from "@/client/components/ui/spinner";
import { useCurrentUser } from "@/client/features/auth/api/get-current-user";
import { LiveOrders } from "@/client/features/orders/components/live-orders";
import { OrderSelectionProvider } from "@/client/features/orders/hooks/use-order-selection";
import type { CurrentUser } from "@/domain/api/auth";
import { AppShell } from "./layout/app-shell";
import { LoginPage } from "./lazy-login-page";

/**
 * Protected routes: a spinner while the session loads, the login screen for a
 * signed-out visitor (signing in there keeps them on the page they asked for), and the
 * app shell around the page for everyone signed in to a restaurant (a full-screen page
 * draws its own). The live feed runs either way.
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
  if (isPending) return <FullPageSpinner />;
  if (isError) return <SessionCheckFailed onRetry={() => refetch()} />;
  if (!user) return <LoginPage stayOnPage />;
  if (user.role === "admin" || !user.restaurant) return <AdminAccountNotice />;
  return (
    <OrderSelectionProvider>
      {hasShell ? <AppShell user={user}>{children(user)}</AppShell> : children(user)}
      <LiveOrders onSessionLost={() => void refetch()} />
    </OrderSelectionProvider>
  );
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
