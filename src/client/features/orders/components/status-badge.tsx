import { StaticIcon } from "@/client/components/static-icon";
import { cn } from "@/client/lib/utils";
import { type OrderStatus, STATUS_META } from "@/domain/status";
import { STATUS_CLASSES, STATUS_ICONS } from "./status-style";

/** The status icon and label (card and dialog). */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const meta = STATUS_META[status];
  const Icon = STATUS_ICONS[status];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm font-semibold whitespace-nowrap",
        STATUS_CLASSES[meta.color].badge,
        className,
      )}
    >
      <StaticIcon icon={Icon} className="size-4" />
      {meta.label}
    </span>
  );
}
