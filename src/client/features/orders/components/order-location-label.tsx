import { Building2 } from "lucide-react";
import { StaticIcon } from "@/client/components/static-icon";
import { cn } from "@/client/lib/utils";
import { ALL_LOCATIONS_TEXT } from "../order-messages";

/**
 * The location an order came in at, on the All locations dashboard's cards, dialog and
 * new-order alert; a screen reader hears "Location: Harbor Street".
 */
export function OrderLocationLabel({ name, className }: { name: string; className?: string }) {
  return (
    <p
      className={cn(
        "inline-flex min-w-0 items-center gap-1.5 text-sm font-semibold text-foreground [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
    >
      <StaticIcon icon={Building2} className="text-brand" />
      <span className="sr-only">{ALL_LOCATIONS_TEXT.locationPrefix}</span>
      <span className="truncate">{name}</span>
    </p>
  );
}
