import { Salad, TriangleAlert } from "lucide-react";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import { DIETARY_FLAG_LABELS, dietaryFlagOf } from "../order-safety";

const FLAG_CLASSES = {
  allergy: "bg-red-700 text-white dark:bg-red-600",
  dietary: "bg-amber-200 text-amber-950 dark:bg-amber-300 dark:text-black",
} as const;

export type DietaryFlagProps = {
  order: Order;
  className?: string;
};

/** "Allergy" or "Dietary note", icon and word, when the customer's words name one. */
export function DietaryFlag({ order, className }: DietaryFlagProps) {
  const flag = dietaryFlagOf(order);
  if (!flag) return null;
  const Icon = flag === "allergy" ? TriangleAlert : Salad;
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-md px-2 py-0.5 text-sm font-bold tracking-wide uppercase",
        FLAG_CLASSES[flag],
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {DIETARY_FLAG_LABELS[flag]}
    </span>
  );
}
