import { useEffect, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import type { Delivery } from "@/domain/api/webhook-deliveries";
import type { useDeliveries, WebhookPlatform } from "../api/get-deliveries";
import { DELIVERY_LOG_TEXT as TEXT } from "../platform-messages";
import { DeliveryRow } from "./delivery-row";

export type DeliveryListProps = {
  platform: WebhookPlatform;
  deliveries: Delivery[];
  timeZone?: string;
  log: Pick<
    ReturnType<typeof useDeliveries>,
    "hasNextPage" | "fetchNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "isFetching"
  >;
  /** Where focus goes when "Show older" found nothing more. */
  fallbackFocusId: string;
};

/** The deliveries shown so far, and "Show older" while the server may have more. */
export function DeliveryList({
  platform,
  deliveries,
  timeZone,
  log,
  fallbackFocusId,
}: DeliveryListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // After "Show older", focus moves to the first older delivery: the button may be gone.
  useEffect(() => {
    if (focusIndex === null) return;
    const headings = listRef.current?.querySelectorAll<HTMLElement>("[data-delivery-heading]");
    const heading = headings?.[focusIndex];
    if (heading) {
      heading.focus();
      setFocusIndex(null);
      return;
    }
    // The page is still on its way to the screen; or it was empty, and the list ends here.
    if (log.isFetching || deliveries.length > focusIndex) return;
    document.getElementById(fallbackFocusId)?.focus();
    setFocusIndex(null);
  }, [focusIndex, deliveries.length, log.isFetching, fallbackFocusId]);

  const onShowOlder = async () => {
    const shown = deliveries.length;
    const result = await log.fetchNextPage();
    if (!result.isError) setFocusIndex(shown);
  };

  return (
    <div className="grid gap-4">
      <ul ref={listRef} className="divide-y border-y">
        {deliveries.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            platform={platform}
            delivery={delivery}
            timeZone={timeZone}
          />
        ))}
      </ul>
      {log.isFetchNextPageError && (
        <p role="alert" className="text-base">
          {TEXT.olderFailed}
        </p>
      )}
      {log.hasNextPage && (
        <Button
          variant="outline"
          size="lg"
          className="justify-self-start"
          disabled={log.isFetching}
          onClick={() => void onShowOlder()}
        >
          {log.isFetchingNextPage ? TEXT.loadingOlder : TEXT.showOlder}
        </Button>
      )}
    </div>
  );
}
