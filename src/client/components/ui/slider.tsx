import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/utils";

export type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** The thumb's accessible name (Radix puts role "slider" on the thumb, not the root). */
  thumbLabel: string;
  /** What a screen reader says for the value, e.g. "70%". */
  valueText?: string;
};

/**
 * Radix slider with one thumb: arrows, Page Up/Down, Home and End move it. The root is
 * 44 px tall so a finger can grab anywhere along the track.
 */
export function Slider({ className, thumbLabel, valueText, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn(
        "relative flex h-11 w-full touch-none items-center select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-brand" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-valuetext={valueText}
        className="block size-6 rounded-full border-2 border-brand bg-background shadow-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </SliderPrimitive.Root>
  );
}
