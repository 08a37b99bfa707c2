import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import { describePlatformCall } from "@/domain/platform-actions";
import { clockTime } from "../order-answer";

const TONE_CLASSES = {
  info: "text-muted-foreground",
  ok: "text-green-700 dark:text-green-400",
  error: "text-red-700 dark:text-red-400",
} as const;

const TONE_ICONS = {
  info: <LoaderCircle aria-hidden className="motion-safe:animate-spin" />,
  ok: <CircleCheck aria-hidden />,
  error: <CircleAlert aria-hidden />,
} as const;

export type PlatformLineProps = {
  order: Order;
  /** The restaurant's IANA zone for the promised ready time. */
  timeZone?: string;
  /** Sends the refused call again; the Retry button shows only with it. */
  onRetry?(order: Order): void;
  className?: string;
};

/**
 * What the platform has been told about the order: "Sending…", "Accepted on Uber Eats ·
 * ready 12:40 PM", or, in red with Retry, "DoorDash refused: <its words>".
 */
export function PlatformLine({ order, timeZone, onRetry, className }: PlatformLineProps) {
  const textId = useId();
  const link = order.platformLink;
  const line = link
    ? describePlatformCall(order.platform, link, (iso) => clockTime(iso, timeZone))
    : null;
  if (!line) return null;
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium [&_svg]:size-4 [&_svg]:shrink-0",
        TONE_CLASSES[line.tone],
        className,
      )}
    >
      {TONE_ICONS[line.tone]}
      <span id={textId} className="min-w-0 [overflow-wrap:anywhere]">
        {line.text}
      </span>
      {line.tone === "error" && onRetry && (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={textId}
          // Above a card's stretched open button, so it takes its own clicks.
          className="relative z-10 text-foreground"
          onClick={() => onRetry(order)}
        >
          Retry
        </Button>
      )}
    </div>
  );
}
