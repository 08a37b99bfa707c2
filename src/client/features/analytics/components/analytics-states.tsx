import { ChartColumn, RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import { ANALYTICS_TEXT as TEXT } from "../analytics-messages";

/** No orders in the period: say so kindly instead of drawing empty charts. */
export function EmptyPeriod() {
  return (
    <Card className="grid justify-items-center gap-3 border-dashed px-6 py-14 text-center">
      <ChartColumn className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-xl font-semibold">{TEXT.empty.title}</h2>
      <p className="max-w-md text-base text-muted-foreground">{TEXT.empty.description}</p>
    </Card>
  );
}

export type AnalyticsLoadErrorProps = { message: string; isRetrying: boolean; onRetry(): void };

/** The report could not be loaded: the server's reason and another try (no automatic retry). */
export function AnalyticsLoadError({ message, isRetrying, onRetry }: AnalyticsLoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3"
    >
      <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold">{TEXT.loadFailed}</p>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      <Button variant="outline" className="h-11" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden className={cn(isRetrying && "motion-safe:animate-spin")} />
        {TEXT.retry}
      </Button>
    </div>
  );
}
