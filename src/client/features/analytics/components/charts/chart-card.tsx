import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";

export type ChartCardProps = {
  title: string;
  /** The chart in one sentence: its accessible name, since it is an image to a reader. */
  summary: string;
  /** Shown beside the chart: a legend in words and figures. */
  aside?: ReactNode;
  className?: string;
  /** The drawing's height, when it is not the usual one. */
  chartClassName?: string;
  children: ReactNode;
};

/**
 * One chart with its heading. The drawing is `role="img"` named by its summary; the SVG
 * inside has no keyboard layer of its own (the summary and the tables carry the figures).
 */
export function ChartCard({
  title,
  summary,
  aside,
  className,
  chartClassName,
  children,
}: ChartCardProps) {
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-3 sm:px-6">
        <div
          role="img"
          aria-label={summary}
          className={cn("h-64 w-full min-w-0 sm:h-72", chartClassName)}
        >
          {children}
        </div>
        {aside}
      </CardContent>
    </Card>
  );
}
