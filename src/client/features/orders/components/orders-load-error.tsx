import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/api-client";
import { cn } from "@/client/lib/utils";
import { DASHBOARD_TEXT } from "../order-messages";

export type OrdersLoadErrorProps = {
  error: unknown;
  /** A list from an earlier load is still on screen: say so in one line above it. */
  hasStaleList: boolean;
  isRetrying: boolean;
  onRetry(): void;
};

/**
 * A failed load of the orders never reads as "No orders found": staff would think nothing is
 * waiting.
 */
export function OrdersLoadError({
  error,
  hasStaleList,
  isRetrying,
  onRetry,
}: OrdersLoadErrorProps) {
  const retry = (
    <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
      <RefreshCw aria-hidden className={cn(isRetrying && "motion-safe:animate-spin")} />
      {DASHBOARD_TEXT.retry}
    </Button>
  );
  if (hasStaleList)
    return (
      <div
        role="alert"
        className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3"
      >
        <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
        <p className="min-w-0 flex-1 text-base">{DASHBOARD_TEXT.refreshFailed}</p>
        {retry}
      </div>
    );
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-16 text-center"
    >
      <TriangleAlert className="size-8 text-destructive" aria-hidden />
      <p className="text-xl font-semibold">{DASHBOARD_TEXT.loadFailedTitle}</p>
      <p className="max-w-md text-muted-foreground">
        {errorMessage(error, DASHBOARD_TEXT.loadFailedHint)}
      </p>
      {retry}
    </div>
  );
}
