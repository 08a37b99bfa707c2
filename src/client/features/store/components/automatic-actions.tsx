import { useQuery } from "@tanstack/react-query";
import { kitchenLoadQueryOptions } from "@/client/lib/store-status";
import { describeAction, describeActionTime, LOAD_TEXT } from "../load-text";
import { KitchenLoadGauge } from "./kitchen-load-gauge";

/**
 * The Store status dialog's view of the kitchen: its load, and the log of what OrderDock did
 * by itself (the load rules, a kitchen gone dark), each with its reason and how it ended.
 */
export function KitchenPanel({ timeZone }: { timeZone?: string }) {
  const { data } = useQuery(kitchenLoadQueryOptions());
  if (!data) return null;
  return (
    <section aria-label={LOAD_TEXT.title} className="grid gap-4 rounded-lg border bg-muted/30 p-4">
      <KitchenLoadGauge detailed />
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{LOAD_TEXT.actionsHeading}</h3>
        {data.actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{LOAD_TEXT.noActions}</p>
        ) : (
          <ul className="grid gap-2">
            {data.actions.map((action) => (
              <li key={`${action.startsAt}-${action.kind}-${action.source}`} className="text-sm">
                <p className="font-medium">{describeAction(action)}</p>
                <p className="text-muted-foreground">{describeActionTime(action, timeZone)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
