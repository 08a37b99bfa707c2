import { CircleCheck, TriangleAlert } from "lucide-react";
import { cn } from "@/client/lib/utils";
import type { HealthSummary } from "../system-health";
import { HEALTH_TEXT_CLASSES } from "./colors";

export type HealthLabelProps = { health: HealthSummary; className?: string };

/** 'Operational' or 'Degraded', told by an icon and the word as well as by the colour. */
export function HealthLabel({ health, className }: HealthLabelProps) {
  const Icon = health.isOperational ? CircleCheck : TriangleAlert;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 font-semibold",
        health.isOperational ? HEALTH_TEXT_CLASSES.operational : HEALTH_TEXT_CLASSES.degraded,
        className,
      )}
    >
      <Icon aria-hidden className="size-[1em] shrink-0" />
      {health.label}
    </span>
  );
}
