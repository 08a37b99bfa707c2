import { TriangleAlert } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@/client/components/ui/button";
import { useCurrentUser } from "@/client/features/auth/api/get-current-user";
import { AuthPageFrame } from "@/client/features/auth/components/auth-page-frame";
import { PairDeviceForm } from "@/client/features/devices/components/pair-device-form";
import { PAIR_TEXT } from "@/client/features/devices/devices-text";
import { isDeviceBrowser } from "@/client/lib/device-browser";
import { DEVICE_MESSAGES } from "@/domain/api/devices";

/**
 * /device: a tablet becomes one of the restaurant's kitchen devices with the code from
 * Settings → Devices, in the sign-in screens' frame (composed here, as features never import
 * each other). A device whose session ended comes back here, told it was removed; a person
 * signed in here may still pair, which signs them out of this browser.
 */
export function DevicePage() {
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const wasRemoved = user === null && isDeviceBrowser();
  return (
    <AuthPageFrame
      title={PAIR_TEXT.title}
      subtitle={PAIR_TEXT.lead}
      documentTitle={PAIR_TEXT.documentTitle}
    >
      {user?.device ? (
        <div className="grid gap-4 text-center">
          <p className="text-base">{PAIR_TEXT.pairedAs(user.device.name)}</p>
          <Button asChild size="lg">
            <Link href="/dashboard">{PAIR_TEXT.openOrders}</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-5">
          {wasRemoved && (
            <p
              role="alert"
              className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium"
            >
              <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
              {DEVICE_MESSAGES.revoked}
            </p>
          )}
          {user && (
            <p className="rounded-md bg-muted px-3 py-2.5 text-sm">
              {PAIR_TEXT.signedInAs(user.name)}
            </p>
          )}
          <PairDeviceForm onPaired={() => navigate("/dashboard")} />
          <p className="text-center text-sm text-muted-foreground">
            <Link
              href="/login"
              className="font-medium text-foreground underline underline-offset-4"
            >
              {PAIR_TEXT.signIn}
            </Link>
          </p>
        </div>
      )}
    </AuthPageFrame>
  );
}
