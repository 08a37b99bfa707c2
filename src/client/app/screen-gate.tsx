import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { canOpen } from "@/client/lib/permissions";
import type { CurrentUser } from "@/domain/api/auth";

export const SCREEN_GATE_TEXT = {
  title: "This screen is not part of your role",
  body: (restaurant: string) =>
    `Ask an owner of ${restaurant} if you need it. Everything else you can do is in the menu.`,
  back: "Go to the Orders Dashboard",
} as const;

/**
 * A screen shown only to the roles that may open it (docs/permissions.md); anyone else is
 * told so, and pointed back to the orders, rather than seeing a screen whose calls all fail.
 */
export function ScreenGate({
  user,
  path,
  children,
}: {
  user: CurrentUser;
  path: string;
  children: ReactNode;
}) {
  if (canOpen(user, path)) return children;
  return (
    <main className="grid place-items-center px-4 py-24">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <LockKeyhole className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-semibold">{SCREEN_GATE_TEXT.title}</h1>
        <p className="text-base text-muted-foreground">
          {SCREEN_GATE_TEXT.body(user.restaurant?.name ?? "the restaurant")}
        </p>
        <Button asChild size="lg">
          <Link href="/dashboard">{SCREEN_GATE_TEXT.back}</Link>
        </Button>
      </div>
    </main>
  );
}
