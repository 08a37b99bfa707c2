import type { LucideIcon } from "lucide-react";
import { PageHeader } from "../layout/page-header";

export type ComingSoonPageProps = {
  title: string;
  subtitle?: string;
  description: string;
  icon: LucideIcon;
};

/** An honest placeholder inside the shell for a screen that has not landed yet. */
export function ComingSoonPage({ title, subtitle, description, icon: Icon }: ComingSoonPageProps) {
  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mt-8 grid justify-items-center gap-3 rounded-2xl border border-dashed bg-card p-10 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden />
        <p className="text-lg font-semibold">Coming soon</p>
        <p className="max-w-md text-muted-foreground">{description}</p>
      </div>
    </div>
  );
}
