import { LoaderCircle } from "lucide-react";
import { cn } from "@/client/lib/utils";

/** A loading indicator announced to screen readers as "Loading". */
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden
        className={cn("size-8 animate-spin text-muted-foreground", className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <Spinner />
    </div>
  );
}
