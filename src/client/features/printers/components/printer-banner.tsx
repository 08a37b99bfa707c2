import { TriangleAlert, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import type { PrinterView } from "@/domain/api/printers";
import { formatSinceTime } from "@/domain/relative-time";
import { usePrinters } from "../api/get-printers";
import { conditionWords, PRINTERS_TEXT } from "../printers-text";
import { BacklogNotice } from "./backlog-notice";

export type PrinterBannerProps = {
  timeZone?: string;
  /** false for anyone without a restaurant of their own: nothing is asked or drawn. */
  isEnabled?: boolean;
};

const ROW = "flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-base font-medium";

/**
 * Printer trouble above every signed-in screen: a printer that has called before and stopped
 * (one never set up is no trouble yet), one out of paper or with its cover open, and tickets
 * that waited through an outage, with Print all and Dismiss. The same request as Settings'.
 */
export function PrinterBanner({ timeZone, isEnabled = true }: PrinterBannerProps) {
  const { data } = usePrinters({ isEnabled });
  if (!isEnabled || !data) return null;
  const offline = data.printers.filter((printer) => printer.lastSeenAt !== null && !printer.online);
  const stuck = data.printers.filter(
    (printer) => printer.online && conditionWords(printer.condition).some(isStopping),
  );
  const waiting = data.printers.filter((printer) => printer.waitingCount > 0);
  const hasTrouble = offline.length + stuck.length + waiting.length > 0;
  // Always there once loaded, so screen readers hear trouble as it comes.
  return (
    <section
      role="status"
      aria-label={PRINTERS_TEXT.bannerLabel}
      className={hasTrouble ? "grid gap-px border-b" : undefined}
    >
      {offline.map((printer) => (
        <Row key={`offline-${printer.id}`} icon={<WifiOff className={ICON} aria-hidden />}>
          {offlineText(printer, timeZone)}
        </Row>
      ))}
      {stuck.map((printer) => (
        <Row key={`stuck-${printer.id}`} icon={<TriangleAlert className={ICON} aria-hidden />}>
          {`${printer.name} printer: ${conditionWords(printer.condition).join(", ")}`}
        </Row>
      ))}
      {waiting.map((printer) => (
        <BacklogNotice
          key={`waiting-${printer.id}`}
          printer={printer}
          className={`${ROW} bg-amber-500/15 text-foreground`}
        />
      ))}
    </section>
  );
}

const ICON = "size-5 shrink-0";

/** Low paper still prints; out of paper or an open cover stops the kitchen's tickets. */
const isStopping = (words: string) => words !== "Paper low";

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={`${ROW} bg-destructive/10 text-foreground`}>
      {icon}
      <p className="min-w-0 flex-1">{children}</p>
    </div>
  );
}

/** "Grill printer is offline since 2:14 PM": since its last call, the best the screen knows. */
function offlineText(printer: PrinterView, timeZone?: string): string {
  const text = PRINTERS_TEXT.offlineBanner(printer.name);
  if (!printer.lastSeenAt) return text;
  const time = formatSinceTime(new Date(printer.lastSeenAt), new Date(), timeZone);
  return `${text} ${PRINTERS_TEXT.since(time)}`;
}
