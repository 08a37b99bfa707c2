import { useQuery } from "@tanstack/react-query";
import { ChefHat } from "lucide-react";
import { kitchenLoadQueryOptions } from "@/client/lib/store-status";
import { cn } from "@/client/lib/utils";
import type { KitchenLoad } from "@/domain/api/store";
import { loadShare } from "@/domain/kitchen-load";
import { LOAD_TEXT } from "../load-text";

/** The bar's colour by level: calm, busy (sky, as busy mode), paused (amber, as a pause). */
const LEVEL_TONE = ["bg-emerald-600", "bg-sky-600", "bg-amber-500"] as const;

/**
 * The kitchen's load as a meter: minutes of work in the open orders, on a scale that tops out
 * at the pause level (or the busy level, or two hours without rules). `detailed` adds the
 * orders, items and the rules' levels, for the Store status dialog.
 */
export function KitchenLoadGauge({ detailed = false }: { detailed?: boolean }) {
  const { data } = useQuery(kitchenLoadQueryOptions());
  if (!data) return null;
  const { load } = data;
  const share = loadShare(load.minutes, load.rules);
  const max = load.rules?.pauseAboveMinutes ?? load.rules?.busyAboveMinutes ?? 120;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 whitespace-nowrap">
        <span className="flex items-center gap-1.5 text-sm font-semibold">
          <ChefHat className="size-4 shrink-0 self-center" aria-hidden />
          {LOAD_TEXT.title}
        </span>
        <span className="text-sm font-semibold tabular-nums">
          {detailed ? LOAD_TEXT.minutes(load.minutes) : LOAD_TEXT.minutesShort(load.minutes)}
          <span className="sr-only">{`, ${LOAD_TEXT.levels[load.level]}`}</span>
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> picks its own colours per browser; this bar takes the level's colour everywhere */}
      <div
        role="meter"
        aria-label={LOAD_TEXT.meterLabel}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(load.minutes, max)}
        aria-valuetext={`${LOAD_TEXT.minutes(load.minutes)}, ${LOAD_TEXT.levels[load.level]}`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full transition-[width]", LEVEL_TONE[load.level])}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      {detailed && <LoadDetails load={load} />}
    </div>
  );
}

function LoadDetails({ load }: { load: KitchenLoad }) {
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      <p>{LOAD_TEXT.counts(load.openOrders, load.items)}</p>
      <p>{LOAD_TEXT.rules(load.rules)}</p>
    </div>
  );
}
