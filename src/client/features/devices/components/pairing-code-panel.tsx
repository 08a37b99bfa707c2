import { KeyRound } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import type { PairingCode } from "@/domain/api/devices";
import { formatClockTime } from "@/domain/relative-time";
import { DEVICES_TEXT } from "../devices-text";

export type PairingCodePanelProps = {
  pairing: PairingCode;
  timeZone?: string;
  onDone(): void;
};

/**
 * A device's pairing code, shown once and large enough to copy from across the counter,
 * with where to enter it and until when it works.
 */
export function PairingCodePanel({ pairing, timeZone, onDone }: PairingCodePanelProps) {
  const headingId = useId();
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section
      aria-labelledby={headingId}
      className="grid justify-items-center gap-3 rounded-xl border-2 border-brand/40 bg-brand/5 p-5 text-center sm:p-6"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound className="size-5 text-brand" aria-hidden />
        {DEVICES_TEXT.codeTitle(pairing.device.name)}
      </h3>
      <p className="text-base">{DEVICES_TEXT.codeLead(origin)}</p>
      <p className="rounded-lg bg-card px-5 py-3 font-mono text-4xl font-bold tracking-[0.15em] shadow-xs select-all sm:text-5xl">
        {pairing.code}
      </p>
      <p className="text-sm text-muted-foreground">
        {DEVICES_TEXT.codeExpires(formatClockTime(new Date(pairing.expiresAt), timeZone))}
      </p>
      <Button variant="outline" onClick={onDone}>
        {DEVICES_TEXT.codeDone}
      </Button>
    </section>
  );
}
