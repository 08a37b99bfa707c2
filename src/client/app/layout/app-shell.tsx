import { LogOut, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useLocation } from "wouter";
import { CompactNavBar } from "@/client/components/compact-nav-bar";
import { Logo, LogoMark } from "@/client/components/logo";
import { ThemeToggle } from "@/client/components/theme-toggle";
import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { Tooltip, TooltipProvider } from "@/client/components/ui/tooltip";
import { useLogout } from "@/client/features/auth/api/logout";
import { AUTH_TOASTS } from "@/client/features/auth/auth-messages";
import { EnterPinButton, OperatorBar } from "@/client/features/devices/components/operator-chip";
import { DEVICE_LOGOUT_TEXT } from "@/client/features/devices/devices-text";
import {
  canSwitchLocation,
  LocationSwitcher,
} from "@/client/features/locations/components/location-switcher";
import { PrinterBanner } from "@/client/features/printers/components/printer-banner";
import { KitchenLoadGauge } from "@/client/features/store/components/kitchen-load-gauge";
import { StoreBar } from "@/client/features/store/components/store-bar";
import { StoreButton } from "@/client/features/store/components/store-button";
import { StoreDialog } from "@/client/features/store/components/store-dialog";
import { toast } from "@/client/hooks/use-toast";
import { DEVICE_PAGE_PATH, forgetDeviceBrowser } from "@/client/lib/device-browser";
import { can } from "@/client/lib/permissions";
import { cn } from "@/client/lib/utils";
import type { CurrentUser } from "@/domain/api/auth";
import { HealthBar } from "./health-bar";
import { SidebarNav } from "./sidebar-nav";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";

/**
 * The navigation menu: a sidebar on wide screens, collapsible to icons (remembered), a
 * slide-in drawer behind a toggle on small screens, the store's status and Logout at the
 * bottom; above every screen the health bar (live feed, sound, platform credentials), the
 * store bar while a channel is paused or busy, and the printer banner while a printer is in
 * trouble. Someone who works at several locations switches between them under the logo (in
 * the top bar on small screens). On a kitchen device the device's name stands where a
 * person's would, with a way to enter one's PIN, and the person identified shows above every
 * screen.
 */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [isCollapsed, toggleCollapsed] = useSidebarCollapsed();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isStoreOpen, setStoreOpen] = useState(false);
  const timeZone = user.restaurant?.timezone;
  const openStore = () => {
    setDrawerOpen(false);
    setStoreOpen(true);
  };
  const [, navigate] = useLocation();
  const logout = useLogout();

  const isDevice = user.device !== null;
  const hasLocations = canSwitchLocation(user);
  const [isConfirmingLogout, setConfirmingLogout] = useState(false);
  const logOut = async () => {
    // Logging out unpairs a device on purpose: it is not sent to its page as one removed.
    // Should the call fail, the protected route remembers the device again.
    forgetDeviceBrowser();
    try {
      await logout.mutateAsync();
    } catch {
      toast({ variant: "destructive", ...AUTH_TOASTS.logoutFailed });
      return;
    }
    setDrawerOpen(false);
    navigate(isDevice ? DEVICE_PAGE_PATH : "/login");
  };
  // On a device Logout removes it for good, so it asks first.
  const onLogout = () => (isDevice ? setConfirmingLogout(true) : void logOut());

  const account = (compact: boolean) => (
    <div className={cn("grid gap-2 border-t pt-4", compact && "justify-items-center")}>
      <StoreButton compact={compact} onClick={openStore} />
      {!compact && (
        <div className="px-1 pb-1">
          <KitchenLoadGauge />
        </div>
      )}
      {!compact && (
        <div className="min-w-0 px-1">
          <p className="truncate text-sm font-semibold">{user.restaurant?.name ?? user.name}</p>
          <p className="truncate text-sm text-muted-foreground">{user.device?.name ?? user.name}</p>
        </div>
      )}
      {isDevice && <EnterPinButton compact={compact} className={cn(!compact && "w-full")} />}
      <div className={cn("flex items-center gap-1", compact && "flex-col")}>
        <ThemeToggle />
        <LogoutButton compact={compact} onClick={onLogout} isBusy={logout.isPending} />
      </div>
    </div>
  );

  // The signed-in screens are where tooltips live; public pages skip their code.
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh bg-background">
        <aside
          className={cn(
            "sticky top-0 hidden h-dvh shrink-0 flex-col gap-6 border-r bg-card p-3 transition-[width] lg:flex",
            isCollapsed ? "w-[4.5rem]" : "w-64",
          )}
        >
          <div
            className={cn(
              "flex items-center justify-between gap-2 px-1 pt-1",
              isCollapsed && "flex-col",
            )}
          >
            {isCollapsed ? <LogoMark /> : <Logo />}
            <Tooltip label={isCollapsed ? "Expand sidebar" : "Collapse sidebar"} side="right">
              <Button
                variant="ghost"
                size="icon"
                onClick={toggleCollapsed}
                aria-label={isCollapsed ? "Expand sidebar" : "Collapse sidebar"}
                aria-expanded={!isCollapsed}
              >
                {isCollapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
              </Button>
            </Tooltip>
          </div>
          <LocationSwitcher
            user={user}
            compact={isCollapsed}
            className={cn(!isCollapsed && "w-full", isCollapsed && "self-center")}
          />
          <SidebarNav user={user} isCollapsed={isCollapsed} />
          <div className="mt-auto">{account(isCollapsed)}</div>
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          {/* The dashboard's sticky header sits right below this bar (top-14). */}
          <CompactNavBar
            isOpen={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            drawer={
              <>
                <div className="px-1 pt-1">
                  <Logo />
                </div>
                <LocationSwitcher
                  user={user}
                  className="w-full"
                  onChosen={() => setDrawerOpen(false)}
                />
                <SidebarNav user={user} onNavigate={() => setDrawerOpen(false)} />
                <div className="mt-auto">{account(false)}</div>
              </>
            }
          >
            {hasLocations ? (
              // The location's name takes the room a phone has: the mark stands for the logo.
              <>
                <LogoMark className="sm:hidden" />
                <Logo className="max-sm:hidden" />
                <LocationSwitcher user={user} className="max-w-xs flex-1" />
              </>
            ) : (
              <Logo />
            )}
            <div className="ml-auto">
              <StoreButton compact onClick={openStore} />
            </div>
          </CompactNavBar>
          {isDevice && <OperatorBar />}
          <HealthBar
            hasRestaurant={user.role !== "admin"}
            showsPlatforms={can(user, "platforms.manage")}
            timeZone={timeZone}
          />
          <StoreBar timeZone={timeZone} onManage={openStore} />
          <PrinterBanner timeZone={timeZone} isEnabled={user.role !== "admin"} />
          <main className="min-w-0 flex-1">{children}</main>
        </div>
      </div>
      <StoreDialog open={isStoreOpen} onOpenChange={setStoreOpen} timeZone={timeZone} />
      {user.device && (
        <ConfirmDialog
          open={isConfirmingLogout}
          onOpenChange={setConfirmingLogout}
          title={DEVICE_LOGOUT_TEXT.title(user.device.name)}
          description={DEVICE_LOGOUT_TEXT.description}
          confirmLabel={DEVICE_LOGOUT_TEXT.confirm}
          onConfirm={() => void logOut()}
        />
      )}
    </TooltipProvider>
  );
}

function LogoutButton({
  compact,
  onClick,
  isBusy,
}: {
  compact: boolean;
  onClick(): void;
  isBusy: boolean;
}) {
  if (compact) {
    return (
      <Tooltip label="Logout" side="right">
        <Button variant="ghost" size="icon" aria-label="Logout" onClick={onClick} disabled={isBusy}>
          <LogOut aria-hidden />
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button variant="ghost" className="flex-1 justify-start" onClick={onClick} disabled={isBusy}>
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
