import { useId } from "react";

export type SetupStepsProps = { title: string; steps: readonly string[] };

/** Numbered steps under their own heading; the numbers are drawn, the list still reads as ordered. */
export function SetupSteps({ title, steps }: SetupStepsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      <ol className="grid gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden
              className="grid size-7 shrink-0 place-items-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-base">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
