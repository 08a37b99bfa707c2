import { useEffect, useRef, useState } from "react";
import { LoadOlder } from "@/client/components/load-older";
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
  /**
   * After "Show older", where focus goes: the first older delivery, or (the page was empty,
   * the list ends here) the log's heading. The button may be gone either way.
   */
  const [focusTarget, setFocusTarget] = useState<number | "fallback" | null>(null);

  // Decided from the page that came, not from the rows on screen: the rows may reach the
  // screen a render after the request settled, and until then there is nothing to focus.
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === "fallback") {
      document.getElementById(fallbackFocusId)?.focus();
      setFocusTarget(null);
      return;
    }
    // The older rows are not on screen yet: this runs again when they are.
    if (deliveries.length <= focusTarget) return;
    const headings = listRef.current?.querySelectorAll<HTMLElement>("[data-delivery-heading]");
    const heading = headings?.[focusTarget];
    if (!heading) return;
    heading.focus();
    setFocusTarget(null);
  }, [focusTarget, deliveries.length, fallbackFocusId]);

  const onShowOlder = async () => {
    const shown = deliveries.length;
    const result = await log.fetchNextPage();
    if (result.isError) return;
    const page = result.data?.pages.at(-1) ?? [];
    setFocusTarget(page.length > 0 ? shown : "fallback");
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
      <LoadOlder
        pages={log}
        onLoadOlder={() => void onShowOlder()}
        text={{ failed: TEXT.olderFailed, loading: TEXT.loadingOlder, label: TEXT.showOlder }}
      />
    </div>
  );
}
