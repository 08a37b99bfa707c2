import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/client/lib/utils";

/** Radix radio group: arrow keys move the choice, Tab leaves the group. */
export function RadioGroup({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-2", className)} {...props} />;
}

export type RadioOptionProps = ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label: ReactNode;
  icon?: ReactNode;
};

/**
 * One choice drawn as a bordered tile, the circle and its label together one target at
 * least 44 px tall for fingers on a tablet.
 */
export function RadioOption({ className, label, icon, ...props }: RadioOptionProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 py-2 text-sm font-medium transition-colors hover:bg-accent has-[[data-state=checked]]:border-brand has-[[data-state=checked]]:bg-brand/10 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50",
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        id={id}
        className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-input focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-brand"
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand" />
      </RadioGroupPrimitive.Item>
      {icon}
      <span>{label}</span>
    </label>
  );
}
