import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";
import { LogoMark } from "@/client/components/logo";
import { ThemeToggle } from "@/client/components/theme-toggle";
import { Button } from "@/client/components/ui/button";

export type AuthPageFrameProps = {
  title: string;
  subtitle: ReactNode;
  backLabel?: string;
  backHref?: string;
  badge?: ReactNode;
  /** The browser tab's title while the screen is open. */
  documentTitle?: string;
  children: ReactNode;
};

/** The frame of the sign-in screens: a way back, the theme switch, one centred card. */
export function AuthPageFrame({
  title,
  subtitle,
  backLabel = "Back to Home",
  backHref = "/",
  badge,
  documentTitle,
  children,
}: AuthPageFrameProps) {
  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-background to-muted/60">
      <header className="flex items-center justify-between p-4">
        <Button asChild variant="ghost">
          <Link href={backHref}>
            <ArrowLeft aria-hidden />
            {backLabel}
          </Link>
        </Button>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border bg-card p-6 text-card-foreground shadow-lg sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <LogoMark className="size-12" />
            {badge}
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-muted-foreground">{subtitle}</p>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
