import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/client/lib/utils";

export type NoticeProps = {
  icon: LucideIcon;
  title: string;
  tone: "success" | "warning" | "neutral";
  children?: ReactNode;
};

// Tinted backgrounds with the body in the foreground colour keep AA contrast in both themes.
const TONES: Record<NoticeProps["tone"], { box: string; icon: string }> = {
  success: { box: "border-success/40 bg-success/10", icon: "text-success" },
  warning: {
    box: "border-amber-500/50 bg-amber-500/10",
    icon: "text-amber-700 dark:text-amber-400",
  },
  neutral: { box: "border-border bg-muted/60", icon: "text-muted-foreground" },
};

/** A titled message block in a tab ('Connected to Uber Eats', 'Not Connected'). */
export function Notice({ icon: Icon, title, tone, children }: NoticeProps) {
  return (
    <div className={cn("flex items-start gap-3 rounded-lg border px-4 py-3", TONES[tone].box)}>
      <Icon className={cn("mt-0.5 size-5 shrink-0", TONES[tone].icon)} aria-hidden />
      <div className="grid min-w-0 flex-1 gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        {children}
      </div>
    </div>
  );
}
