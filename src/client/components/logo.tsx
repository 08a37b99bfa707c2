import { cn } from "@/client/lib/utils";

/** The OrderDock mark: order tickets lining up at a dock. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path d="M8 10h12M8 15h16M8 20h10" stroke="white" strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M7 25h18"
        stroke="white"
        strokeOpacity="0.6"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="text-xl font-semibold tracking-tight">OrderDock</span>
    </span>
  );
}
