import type { ComponentProps } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";

/** A whole number of minutes or the like: a narrow field with the number keypad on a tablet. */
export function WholeNumberInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  return <Input type="number" inputMode="numeric" step={1} className="max-w-32" {...props} />;
}

/** A settings section's save button: "Saving..." while the section's save is under way. */
export function SaveSectionButton({
  isPending,
  text,
}: {
  isPending: boolean;
  text: { save: string; saving: string };
}) {
  return (
    <Button type="submit" size="lg" className="justify-self-start" disabled={isPending}>
      {isPending ? text.saving : text.save}
    </Button>
  );
}
