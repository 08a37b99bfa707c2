import type { ReactNode } from "react";

export type AdminViewHeaderProps = { title: string; subtitle?: string; actions?: ReactNode };

/** Each admin view opens with its own h1 (Dashboard, Users, System). */
export function AdminViewHeader({ title, subtitle, actions }: AdminViewHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-base text-muted-foreground">{subtitle}</p>}
      </div>
      {actions}
    </header>
  );
}
