import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/utils";
import { formatDateTime } from "@/domain/relative-time";
import { useTwinTickets } from "../api/get-twin-tickets";
import { PRINTERS_TEXT } from "../printers-text";

export type TwinTicketsProps = { printerId: string; timeZone?: string };

/**
 * "Last tickets" of a printer twin OrderDock runs itself (the demo's): each ticket as it
 * would come out of the paper, newest first, a reprint marked as one.
 */
export function TwinTickets({ printerId, timeZone }: TwinTicketsProps) {
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const tickets = useTwinTickets(printerId, isOpen);
  return (
    <div className="grid gap-3">
      <Button
        variant="ghost"
        className="h-11 justify-self-start"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <ChevronDown className={cn("transition-transform", isOpen && "rotate-180")} aria-hidden />
        {PRINTERS_TEXT.lastTickets}
      </Button>
      {isOpen && (
        <div id={panelId}>
          {tickets.isError ? (
            <p role="alert" className="text-base font-medium text-destructive">
              {PRINTERS_TEXT.ticketsFailed}
            </p>
          ) : tickets.data === undefined ? (
            <Spinner label={PRINTERS_TEXT.lastTickets} className="size-6" />
          ) : tickets.data.length === 0 ? (
            <p className="text-base text-muted-foreground">{PRINTERS_TEXT.noTickets}</p>
          ) : (
            <ol className="flex flex-wrap items-start gap-4">
              {tickets.data.map((ticket) => (
                <li
                  key={`${ticket.at}-${ticket.text.length}`}
                  className="grid max-w-full content-start gap-1"
                >
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <time dateTime={ticket.at}>{formatDateTime(ticket.at, timeZone)}</time>
                    {ticket.reprint && (
                      <span className="rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-bold text-foreground">
                        {PRINTERS_TEXT.reprintMark}
                      </span>
                    )}
                  </p>
                  {/* As wide as the paper's lines: a ticket wraps only where the printer did. */}
                  <pre className="w-fit max-w-full overflow-x-auto rounded-md border bg-white p-3 font-mono text-sm whitespace-pre text-black">
                    {ticket.text}
                  </pre>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
