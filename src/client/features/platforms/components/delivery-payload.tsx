import { Copy } from "lucide-react";
import { useId, useMemo } from "react";
import { Button } from "@/client/components/ui/button";
import type { DeliveryWithBody } from "../api/get-delivery";
import { copyText } from "../hooks/copy-text";
import { DELIVERY_LOG_TEXT, DELIVERY_LOG_TOASTS } from "../platform-messages";
import { viewPayload } from "./payload-view";

const TEXT = DELIVERY_LOG_TEXT.payload;
const count = (value: number) => value.toLocaleString("en-US");

export type DeliveryPayloadProps = { delivery: DeliveryWithBody };

/** The body as received and the headers OrderDock kept, for the payload dialog. */
export function DeliveryPayload({ delivery }: DeliveryPayloadProps) {
  const bodyHeadingId = useId();
  const view = useMemo(() => viewPayload(delivery.body), [delivery.body]);
  const hasBody = delivery.body !== "";
  return (
    <div className="grid min-w-0 gap-5">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={bodyHeadingId} className="text-lg font-semibold">
            {TEXT.body}
          </h3>
          {hasBody && (
            <Button
              variant="outline"
              onClick={() =>
                void copyText({ text: delivery.body, copied: DELIVERY_LOG_TOASTS.payloadCopied })
              }
            >
              <Copy aria-hidden />
              {TEXT.copy}
            </Button>
          )}
        </div>
        {!hasBody && <p className="text-base text-muted-foreground">{TEXT.noBody}</p>}
        {hasBody && !view.isJson && <p className="text-sm text-muted-foreground">{TEXT.notJson}</p>}
        {view.fullLength !== null && (
          <p className="text-sm text-muted-foreground">
            {TEXT.cut(count(view.text.length), count(view.fullLength))}
          </p>
        )}
        {hasBody && (
          <section
            aria-labelledby={bodyHeadingId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must take focus to scroll by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            className="max-h-[50dvh] overflow-auto rounded-lg border bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <pre className="p-3 font-mono text-sm whitespace-pre-wrap wrap-anywhere">
              {view.text}
            </pre>
          </section>
        )}
      </div>
      <DeliveryHeaders headers={delivery.headers} />
    </div>
  );
}

function DeliveryHeaders({ headers }: { headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  return (
    <div className="grid min-w-0 gap-2">
      <h3 className="text-lg font-semibold">{TEXT.headers}</h3>
      {entries.length === 0 ? (
        <p className="text-base text-muted-foreground">{TEXT.noHeaders}</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-1 font-mono text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {entries.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold">{name}</dt>
              <dd className="mb-2 wrap-anywhere text-muted-foreground sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
