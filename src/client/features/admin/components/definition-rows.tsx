import type { ReactNode } from "react";

export type DefinitionRowsProps = { rows: ReadonlyArray<{ term: string; detail: ReactNode }> };

/** Label and value pairs as a definition list, so each value is read with its label. */
export function DefinitionRows({ rows }: DefinitionRowsProps) {
  return (
    <dl className="divide-y rounded-lg border">
      {rows.map(({ term, detail }) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-muted-foreground sm:text-base">{term}</dt>
          <dd className="min-w-0 text-base break-words">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
