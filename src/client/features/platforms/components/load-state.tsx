import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";

/** A spinner in the middle of the space the content will fill. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="grid justify-items-center py-8">
      <Spinner label={label} className="size-7" />
    </div>
  );
}

export type LoadFailedProps = {
  message: string;
  retryLabel: string;
  /** True while a try is running: the button waits for it. */
  isRetrying: boolean;
  onRetry(): void;
};

/** What could not be read, announced, with one more try on request (never automatic). */
export function LoadFailed({ message, retryLabel, isRetrying, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="text-base">{message}</p>
      <Button variant="outline" className="h-11" disabled={isRetrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
