import { KeyRound, UserRoundCheck } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { askForOperator, useOperator } from "@/client/lib/operator-store";
import { cn } from "@/client/lib/utils";
import { endOperator } from "../api/device-session";
import { OPERATOR_TEXT } from "../devices-text";

/**
 * Who is acting on this kitchen device, while someone is: "Maria Lopez · Done". Done gives
 * the device back to Kitchen at once (the token would end by itself after a while idle).
 */
export function OperatorChip({ className }: { className?: string }) {
  const operator = useOperator();
  if (!operator) return null;
  return (
    <div
      className={cn(
        "inline-flex min-w-0 items-center gap-1 rounded-full border border-brand/40 bg-brand/10 py-1 pr-1 pl-3 text-base font-semibold text-foreground",
        className,
      )}
    >
      <UserRoundCheck className="size-5 shrink-0 text-brand" aria-hidden />
      <span className="truncate">
        <span className="sr-only">{OPERATOR_TEXT.chipLabel}: </span>
        {operator.person.name}
      </span>
      <span aria-hidden className="px-1 text-muted-foreground">
        ·
      </span>
      <Button size="sm" variant="ghost" className="h-9 rounded-full px-3" onClick={endOperator}>
        {OPERATOR_TEXT.done}
      </Button>
    </div>
  );
}

/** The chip on a row of its own above a screen, while someone is identified. */
export function OperatorBar() {
  const operator = useOperator();
  if (!operator) return null;
  return (
    <div className="flex justify-end border-b bg-card px-4 py-1.5">
      <OperatorChip />
    </div>
  );
}

/** While nobody is identified: someone may say who they are before acting. */
export function EnterPinButton({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const operator = useOperator();
  if (operator) return null;
  const ask = () => void askForOperator({ code: "", message: "" });
  return (
    <Button
      variant="outline"
      size={compact ? "icon" : "default"}
      aria-label={compact ? OPERATOR_TEXT.enterPin : undefined}
      className={className}
      onClick={ask}
    >
      <KeyRound aria-hidden />
      {!compact && OPERATOR_TEXT.enterPin}
    </Button>
  );
}
