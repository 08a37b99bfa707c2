import { CirclePause, Gauge, Store } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Tooltip } from "@/client/components/ui/tooltip";
import { cn } from "@/client/lib/utils";
import { useStore } from "../hooks/use-store";
import { STORE_TEXT } from "../store-text";

/** The way to the store controls from every signed-in screen, saying how the store stands. */
export function StoreButton({ compact, onClick }: { compact: boolean; onClick(): void }) {
  const { pauses, busy } = useStore();
  const state = pauses.length > 0 ? "paused" : busy.length > 0 ? "busy" : "open";
  const label = {
    open: STORE_TEXT.buttonOpen,
    paused: STORE_TEXT.buttonPaused,
    busy: STORE_TEXT.buttonBusy,
  }[state];
  const Icon = { open: Store, paused: CirclePause, busy: Gauge }[state];
  const tone = {
    open: "",
    paused: "bg-amber-500/15 hover:bg-amber-500/25",
    busy: "bg-sky-500/15 hover:bg-sky-500/25",
  }[state];
  if (compact) {
    return (
      <Tooltip label={label} side="right">
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          className={cn("size-11", tone)}
          onClick={onClick}
        >
          <Icon aria-hidden />
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="ghost"
      className={cn("min-h-11 w-full justify-start font-semibold", tone)}
      onClick={onClick}
    >
      <Icon aria-hidden />
      {label}
    </Button>
  );
}
