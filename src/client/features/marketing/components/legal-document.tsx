import type { ReactNode } from "react";

export type LegalDocumentProps = {
  title: string;
  /** Shown as "Last updated: …". */
  updated: string;
  /** A sentence or two under the title. */
  summary: ReactNode;
  children: ReactNode;
};

/**
 * Long-form legal text (privacy policy, terms): a readable measure, numbered sections as
 * <LegalSection>, headings in order for screen readers.
 */
export function LegalDocument({ title, updated, summary, children }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm font-medium text-muted-foreground">Last updated: {updated}</p>
        <div className="mt-6 text-lg text-muted-foreground">{summary}</div>
      </header>
      <div className="grid gap-10 pt-10">{children}</div>
    </article>
  );
}

export type LegalSectionProps = { id: string; title: string; children: ReactNode };

export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-4 text-base leading-7">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="grid gap-4 [&_li]:pl-1 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
