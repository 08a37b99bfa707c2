import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/utils";
import { brandOf, type LocationSummary } from "@/domain/api/location-summary";
import {
  allDayCounts,
  buildKitchenColumns,
  isExpoStation,
  KITCHEN_COLUMNS,
  type KitchenTicket,
  type StationChoice,
} from "@/domain/kitchen-display";
import { stationMapOf } from "@/domain/station-routing";
import { nextStatus, STATUS_META } from "@/domain/status";
import { useKitchenStations } from "../api/get-kitchen-stations";
import { useOrders } from "../api/get-orders";
import { useAgeThresholds } from "../hooks/use-age-thresholds";
import { useChangeStatus } from "../hooks/use-change-status";
import { AllDayPanel } from "./all-day-panel";
import { KitchenColumnView } from "./kitchen-column";
import type { KitchenKeyAction, TicketLayout } from "./kitchen-keys";
import { moveSelection, positionOf, selectionAfterBump, ticketAtPosition } from "./kitchen-keys";
import {
  BUMP_LABELS,
  HAND_OVER_LABEL,
  KITCHEN_TEXT,
  selectedAnnouncement,
} from "./kitchen-messages";
import { KitchenTicketCard } from "./kitchen-ticket";
import { KitchenToolbar } from "./kitchen-toolbar";
import { readStationChoice, saveStationChoice } from "./station-choice";
import { forgetStrikesExcept, toggleStruck, useStruckItems } from "./struck-items";
import { useKitchenKeys } from "./use-kitchen-keys";
import { type BumpedTicket, useRecall } from "./use-recall";

export type KitchenDisplayProps = {
  restaurantName: string;
  /**
   * The kitchen's location and its brands (the current user's list): a brand's ticket names
   * its brand where the kitchen runs several (docs/brands.md).
   */
  places?: readonly LocationSummary[];
};

const NO_PLACES: readonly LocationSummary[] = [];

/**
 * The kitchen display (docs/kitchen-display.md): the dashboard's orders, from its live feed,
 * as tickets in New, Preparing and Ready, or at the expo the Ready ones to hand over. Every
 * bump is the dashboard's status change; Recall is its Undo.
 */
export function KitchenDisplay({ restaurantName, places = NO_PLACES }: KitchenDisplayProps) {
  const orders = useOrders();
  const stationsQuery = useKitchenStations();
  const thresholds = useAgeThresholds();
  const struck = useStruckItems();
  const { changeStatus } = useChangeStatus();
  const [station, setStation] = useState<StationChoice>(readStationChoice);
  const [isAllDayShown, setAllDayShown] = useState(true);
  const [selected, setSelected] = useState<string | null>(null);
  const [lastBumped, setLastBumped] = useState<BumpedTicket | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const recall = useRecall(lastBumped);

  const stationMap = useMemo(
    () => stationMapOf(stationsQuery.data?.items ?? []),
    [stationsQuery.data],
  );
  const isExpo = isExpoStation(station);
  const columns = useMemo(
    () => buildKitchenColumns({ orders: orders.data ?? [], station, stations: stationMap }),
    [orders.data, station, stationMap],
  );
  const shown = isExpo ? columns.ready : KITCHEN_COLUMNS.flatMap((column) => columns[column]);
  const layout: TicketLayout = useMemo(
    () =>
      isExpo
        ? [columns.ready.map((ticket) => ticket.order.id)]
        : KITCHEN_COLUMNS.map((column) => columns[column].map((ticket) => ticket.order.id)),
    [columns, isExpo],
  );
  const counts = useMemo(() => allDayCounts(shown), [shown]);

  // Strikes go with the orders that left the kitchen (all stations' tickets count).
  useEffect(() => {
    if (!orders.data) return;
    const open = buildKitchenColumns({ orders: orders.data, station: null, stations: stationMap });
    forgetStrikesExcept(
      new Set(KITCHEN_COLUMNS.flatMap((column) => open[column].map((ticket) => ticket.order.id))),
    );
  }, [orders.data, stationMap]);

  const bump = useCallback(
    async (ticket: KitchenTicket) => {
      const { order } = ticket;
      const to = nextStatus(order.status);
      if (!to) return;
      setBusy((ids) => new Set(ids).add(order.id));
      setSelected((current) =>
        current === order.id ? selectionAfterBump(layout, order.id) : current,
      );
      const isMoved = await changeStatus(order, to, "quick");
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(order.id);
        return next;
      });
      if (isMoved) setLastBumped({ orderId: order.id, orderNumber: order.orderNumber, to });
    },
    [changeStatus, layout],
  );

  const onRecall = useCallback(() => {
    if (recall() && lastBumped) {
      setSelected(lastBumped.orderId);
      setLastBumped(null);
    }
  }, [recall, lastBumped]);

  const onKey = (action: KitchenKeyAction) => {
    if (action.type === "recall") return onRecall();
    if (action.type === "select") {
      const id = ticketAtPosition(layout, action.position);
      if (id) setSelected(id);
      return;
    }
    if (action.type === "move")
      return setSelected(moveSelection(layout, selected, action.direction));
    const ticket = shown.find((candidate) => candidate.order.id === selected);
    if (ticket && !busy.has(ticket.order.id)) void bump(ticket);
  };
  useKitchenKeys(onKey);

  // The selected ticket comes into view (a long column scrolls).
  useEffect(() => {
    if (!selected) return;
    const ticket = document.querySelector(`[data-ticket="${CSS.escape(selected)}"]`);
    ticket?.scrollIntoView?.({ block: "nearest" });
  }, [selected]);

  const selectedTicket = shown.find((ticket) => ticket.order.id === selected);
  const onSelect = useCallback((id: string) => setSelected(id), []);
  const renderTicket = (ticket: KitchenTicket) => {
    const to = nextStatus(ticket.order.status);
    return (
      <div key={ticket.order.id} data-ticket={ticket.order.id} className="min-w-0">
        <KitchenTicketCard
          ticket={ticket}
          position={positionOf(layout, ticket.order.id)}
          isSelected={ticket.order.id === selected}
          thresholds={thresholds}
          struck={struck}
          bumpLabel={isExpo ? HAND_OVER_LABEL : to ? BUMP_LABELS[to] : ""}
          bumpTo={to ? STATUS_META[to].label : ""}
          isBusy={busy.has(ticket.order.id)}
          brand={brandOf(ticket.order.locationId, places)}
          onSelect={onSelect}
          onToggleItem={toggleStruck}
          onBump={(chosen) => void bump(chosen)}
        />
      </div>
    );
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground md:h-dvh">
      <KitchenToolbar
        restaurantName={restaurantName}
        stations={stationsQuery.data?.stations ?? []}
        station={station}
        onStationChange={(choice) => {
          setStation(choice);
          saveStationChoice(choice);
          setSelected(null);
        }}
        isAllDayShown={isAllDayShown}
        onAllDayToggle={() => setAllDayShown((shownNow) => !shownNow)}
        lastBumped={lastBumped}
        onRecall={onRecall}
      />
      <p role="status" className="sr-only">
        {selectedTicket ? selectedAnnouncement(selectedTicket.order.orderNumber) : ""}
      </p>
      <main className="flex min-h-0 flex-1 flex-col gap-3 p-3 lg:flex-row">
        {orders.isPending ? (
          <div className="grid flex-1 place-items-center">
            <Spinner label="Loading" className="size-10" />
          </div>
        ) : orders.isError ? (
          <div role="alert" className="grid flex-1 place-content-center justify-items-center gap-3">
            <p className="text-xl font-semibold">{KITCHEN_TEXT.loadFailed}</p>
            <Button size="lg" onClick={() => void orders.refetch()}>
              {KITCHEN_TEXT.retry}
            </Button>
          </div>
        ) : isExpo ? (
          <section aria-labelledby="expo-heading" className="flex min-h-0 min-w-0 flex-1 flex-col">
            <h2 id="expo-heading" className="px-1 pb-2 text-2xl font-extrabold">
              {KITCHEN_TEXT.expoHeading}{" "}
              <span className="tabular-nums">({columns.ready.length})</span>
            </h2>
            {columns.ready.length === 0 ? (
              <p className="p-6 text-center text-xl text-muted-foreground">
                {KITCHEN_TEXT.expoEmpty}
              </p>
            ) : (
              <div className="grid min-h-0 content-start gap-3 overflow-y-auto sm:grid-cols-[repeat(auto-fill,minmax(18rem,1fr))]">
                {columns.ready.map(renderTicket)}
              </div>
            )}
          </section>
        ) : (
          <div className="grid min-h-0 min-w-0 flex-1 gap-3 md:grid-cols-3">
            {KITCHEN_COLUMNS.map((column) => (
              <KitchenColumnView
                key={column}
                column={column}
                tickets={columns[column]}
                renderTicket={renderTicket}
              />
            ))}
          </div>
        )}
        {isAllDayShown && (
          <AllDayPanel counts={counts} className={cn("lg:w-64 lg:shrink-0", "max-lg:max-h-72")} />
        )}
      </main>
      <footer className="hidden border-t bg-card px-3 py-1.5 text-base text-muted-foreground md:block">
        {KITCHEN_TEXT.keysHint}
      </footer>
    </div>
  );
}
