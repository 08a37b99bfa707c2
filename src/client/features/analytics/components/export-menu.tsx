import { ChevronDown, Download } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import type { AnalyticsExport } from "@/domain/api/analytics";
import { EXPORT_TEXT } from "../analytics-messages";
import { analyticsExportHref } from "../api/export-analytics";
import type { AnalyticsPeriodQuery } from "../api/get-analytics";

const EXPORTS: ReadonlyArray<{ table: AnalyticsExport; label: string }> = [
  { table: "orders", label: EXPORT_TEXT.orders },
  { table: "top-items-by-quantity", label: EXPORT_TEXT.topItemsByQuantity },
  { table: "top-items-by-revenue", label: EXPORT_TEXT.topItemsByRevenue },
  { table: "platforms", label: EXPORT_TEXT.platforms },
  { table: "days", label: EXPORT_TEXT.days },
];

export type ExportMenuProps = {
  /** The period on screen; null while the chosen period is invalid. */
  query: AnalyticsPeriodQuery | null;
};

/**
 * The period's CSV files. Each entry is a plain download link, so the browser fetches it
 * with the session cookie and saves it under the server's file name.
 */
export function ExportMenu({ query }: ExportMenuProps) {
  return (
    // Not modal: the page stays readable (no aria-hidden over it) while the list is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="h-11" disabled={query === null}>
          <Download aria-hidden />
          {EXPORT_TEXT.menu}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      {query && (
        <DropdownMenuContent>
          {EXPORTS.map((entry) => (
            <DropdownMenuItem key={entry.table} asChild className="min-h-11">
              <a href={analyticsExportHref(query, entry.table)} download>
                {entry.label}
              </a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      )}
    </DropdownMenu>
  );
}
