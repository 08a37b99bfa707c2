import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/client/lib/utils";

export type ChipOption<T extends string> = {
  value: T;
  label: ReactNode;
  /** How many orders the chip would show (order-board.ts countChips). */
  count?: number;
};

export type FilterChipsProps<T extends string> = {
  label: string;
  allLabel: string;
  allCount?: number;
  options: ReadonlyArray<ChipOption<T>>;
  selected: ReadonlyArray<T>;
  onToggle(value: T): void;
  onClear(): void;
};

/**
 * Multi-select chips: 'All …' is on while nothing is selected; choosing options
 * narrows to those (OR within the group), choosing 'All …' clears them.
 */
export function FilterChips<T extends string>({
  label,
  allLabel,
  allCount,
  options,
  selected,
  onToggle,
  onClear,
}: FilterChipsProps<T>) {
  return (
    // One scrolling row on a phone, so the orders start on the first screen; wrapped above.
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset
    <div
      role="group"
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      <Chip isPressed={selected.length === 0} onClick={onClear} count={allCount}>
        {allLabel}
      </Chip>
      {options.map((option) => (
        <Chip
          key={option.value}
          isPressed={selected.includes(option.value)}
          onClick={() => onToggle(option.value)}
          count={option.count}
        >
          {option.label}
        </Chip>
      ))}
    </div>
  );
}

function Chip({
  isPressed,
  onClick,
  count,
  children,
}: {
  isPressed: boolean;
  onClick(): void;
  count?: number;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onClick}
      className={cn(
        "inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
        isPressed
          ? "border-primary bg-primary text-primary-foreground"
          : "border-border bg-card text-foreground hover:bg-accent",
      )}
    >
      {isPressed && <Check className="size-4" aria-hidden />}
      {children}
      {/* A space, so the name reads "New 3", not "New3"; the flex gap lays them out. */}
      {count !== undefined && " "}
      {count !== undefined && (
        <span
          className={cn(
            "min-w-6 rounded-full px-1.5 text-center text-xs leading-5 font-semibold tabular-nums",
            isPressed ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
          )}
        >
          {count}
        </span>
      )}
    </button>
  );
}
