import { type ReactNode, useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";

export type StatCardProps = {
  title: string;
  /** The figure itself; nothing while it loads. */
  value: ReactNode | undefined;
  caption?: ReactNode;
  className?: string;
};

/** One Dashboard figure, large enough to read at arm's length on a tablet. */
export function StatCard({ title, value, caption, className }: StatCardProps) {
  const titleId = useId();
  return (
    // A landmark named by its title, so the figure is found under its name.
    <Card role="region" aria-labelledby={titleId} className={className}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="text-base font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        {value === undefined ? (
          <Spinner label={`Loading ${title}`} className="size-9" />
        ) : (
          <p className="text-4xl font-bold tracking-tight tabular-nums">{value}</p>
        )}
        {caption && <p className="text-base text-muted-foreground">{caption}</p>}
      </CardContent>
    </Card>
  );
}
