import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import { EXPORT_TEXT } from "../analytics-messages";

export type TableCardProps = {
  title: string;
  /** The CSV of this table for the period on screen; none for a table the export lacks. */
  exportHref?: string;
  className?: string;
  children: ReactNode;
};

/** A table under its heading, with a link that downloads the same rows as CSV where there is one. */
export function TableCard({ title, exportHref, className, children }: TableCardProps) {
  return (
    <Card className={cn("min-w-0 overflow-hidden", className)}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-4">
        <CardTitle className="text-lg">{title}</CardTitle>
        {exportHref && (
          <a
            href={exportHref}
            download
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Download aria-hidden className="size-4" />
            {EXPORT_TEXT.tableLink}{" "}
            {/* Named for its table, so a list of links tells them apart. */}
            <span className="sr-only">of {title.toLowerCase()}</span>
          </a>
        )}
      </CardHeader>
      {children}
    </Card>
  );
}
