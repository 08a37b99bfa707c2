import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { MENU_TEXT as TEXT } from "../menu-messages";

export type MenuLoadErrorProps = { isRetrying: boolean; onRetry(): void };

/** The menu could not be loaded: say so and offer another try (no automatic retry). */
export function MenuLoadError({ isRetrying, onRetry }: MenuLoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3"
    >
      <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold">{TEXT.loadFailed}</p>
        <p className="text-sm text-muted-foreground">{TEXT.loadFailedHint}</p>
      </div>
      <Button variant="outline" className="h-11" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden className={cn(isRetrying && "motion-safe:animate-spin")} />
        {TEXT.retry}
      </Button>
    </div>
  );
}
