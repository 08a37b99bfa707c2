import { RefreshCw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { PHONE_QUERY, useMediaQuery } from "@/client/hooks/use-media-query";
import { errorMessage } from "@/client/lib/api-client";
import type { AuditEntry } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";
import { useAuditLog } from "../api/get-audit-log";
import { formatDateTime } from "../format";

const TEXT = ADMIN_TEXT.audit;

/** What administrators did, newest first; every admin action reloads it. */
export function AuditLog() {
  const log = useAuditLog();
  // Three columns do not fit a phone: there each entry is a line of a list.
  const Entries = useMediaQuery(PHONE_QUERY) ? AuditList : AuditTable;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXT.title}</CardTitle>
        <CardDescription className="text-base">{TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {log.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-base">
              {TEXT.loadFailed} {errorMessage(log.error, ADMIN_TEXT.status.noAnswer)}
            </p>
            <Button variant="outline" onClick={() => void log.refetch()} disabled={log.isFetching}>
              <RefreshCw aria-hidden />
              {ADMIN_TEXT.owners.retry}
            </Button>
          </div>
        ) : log.data === undefined ? (
          <Spinner label="Loading the audit log" />
        ) : log.data.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-base text-muted-foreground">
            {TEXT.empty}
          </p>
        ) : (
          <Entries entries={log.data} />
        )}
      </CardContent>
    </Card>
  );
}

type EntriesProps = { entries: AuditEntry[] };

/**
 * From a tablet up. It fits the card there (the sidebar is a drawer below 1024 px); the
 * minimum width keeps When on one line, and past it the region scrolls, not the page.
 */
function AuditTable({ entries }: EntriesProps) {
  return (
    <Table label={TEXT.tableLabel} className="min-w-[36rem]" containerClassName="bg-transparent">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{TEXT.when}</TableHead>
          <TableHead>{TEXT.who}</TableHead>
          <TableHead>{TEXT.what}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="align-top whitespace-nowrap">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </TableCell>
            <TableCell className="align-top">
              <span className="block font-medium">{entry.actor.name}</span>
              <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {entry.actor.email}
              </span>
            </TableCell>
            <TableCell className="align-top [overflow-wrap:anywhere]">{entry.summary}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: what happened first, then when and who, as a person reads a feed. */
function AuditList({ entries }: EntriesProps) {
  return (
    <ol aria-label={TEXT.tableLabel} className="divide-y rounded-lg border">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 px-4 py-3">
          <p className="text-base [overflow-wrap:anywhere]">{entry.summary}</p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {" · "}
            {entry.actor.name} ({entry.actor.email})
          </p>
        </li>
      ))}
    </ol>
  );
}
