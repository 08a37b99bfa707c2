import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Spinner } from "@/client/components/ui/spinner";
import { useNow } from "@/client/hooks/use-now";
import { useDeviceSettings } from "@/client/lib/device-settings";
import { useLocationView } from "@/client/lib/location-view";
import { useOfflineSince } from "@/client/lib/offline-state";
import { playSound, STATUS_SOUND_VOLUME } from "@/client/lib/sound";
import type { CurrentUser } from "@/domain/api/auth";
import { brandOf } from "@/domain/api/location-summary";
import { isKnownTimezone } from "@/domain/api/settings";
import type { Order } from "@/domain/order";
import { isDoneStatus } from "@/domain/order-board";
import {
  isHeldStatus,
  isWorkflowStatus,
  type OrderStatus,
  WORKFLOW_STATUSES,
} from "@/domain/status";
import { useOrders } from "../api/get-orders";
import { useNewOrderAlerts } from "../hooks/new-order-alerts";
import { useAgeThresholds } from "../hooks/use-age-thresholds";
import { useAnswerSettings } from "../hooks/use-answer-settings";
import { useChangeStatus } from "../hooks/use-change-status";
import { useOrderFilters } from "../hooks/use-order-filters";
import { useOrderSelection } from "../hooks/use-order-selection";
import { useRetryCall } from "../hooks/use-retry-call";
import { useStickyHeader } from "../hooks/use-sticky-header";
import { useWakeLock } from "../hooks/use-wake-lock";
import type { OrderAnswer } from "../order-answer";
import { locationTimeZone, useOrderLocation, useOrderPlaceNames } from "../order-location";
import { DASHBOARD_TEXT } from "../order-messages";
import { usePrintOrder } from "../print/use-print-order";
import { orderCardButtonId } from "./card-header";
import { DashboardHeader } from "./dashboard-header";
import { DemoBanner } from "./demo-banner";
import { OrderAnswerDialogs, type PendingAnswer } from "./order-answer-dialogs";
import { OrderBoard } from "./order-board";
import { OrderCard } from "./order-card";
import { OrderDetailDialog } from "./order-detail-dialog";
import { OrdersLoadError } from "./orders-load-error";

/** The dialog closes 1 s after an order is completed in it. */
export const CLOSE_AFTER_COMPLETE_MS = 1_000;

/**
 * The Orders Dashboard: the browser's location's orders with its brands' (each named by its
 * brand, docs/brands.md), or on this browser's choice every location's at once (All
 * locations), each card then named, dated and acted on at its own.
 */
export function OrdersDashboard({ user }: { user: CurrentUser }) {
  const view = useLocationView(user);
  const orders = useOrders(view);
  const list = orders.data ?? [];
  // The restaurant's timezone decides 'Today' and 'Yesterday' (Settings); one this
  // browser does not know would make Intl throw, so the device's zone stands in for it.
  // Checked once per zone, not on every keystroke's render.
  const zone = user.restaurant?.timezone;
  const timeZone = useMemo(() => (zone && isKnownTimezone(zone) ? zone : undefined), [zone]);
  // All locations: each order's own location names it, and its clock dates it.
  const locationOf = useOrderLocation(user);
  // A brand's order names its brand wherever its kitchen runs several.
  const namesOf = useOrderPlaceNames(user);
  // An account read kept offline from before there were locations has no list.
  const places = user.locations as CurrentUser["locations"] | undefined;
  const timeZoneOf = useCallback(
    (order: Order) => {
      const location = locationOf(order);
      return location ? locationTimeZone(location) : timeZone;
    },
    [locationOf, timeZone],
  );
  const now = useNow();
  const filters = useOrderFilters(list, { now, timeZone });
  const selection = useOrderSelection();
  const { changeStatus } = useChangeStatus();
  const { print } = usePrintOrder(user.restaurant?.name, timeZone);
  const ageThresholds = useAgeThresholds();
  const { alerts } = useNewOrderAlerts();
  // A tablet on the pass must not sleep with the dashboard open (Settings can turn it off).
  useWakeLock(useDeviceSettings().keepScreenAwake);
  const isOffline = useOfflineSince() !== null;
  // The header stays while new orders are announced in it.
  const isHeaderVisible = useStickyHeader() || alerts.length > 0;

  // The selected order is cleared when it is no longer in the list.
  const { selectedId, clear } = selection;
  useEffect(() => {
    if (selectedId && orders.data && !orders.data.some((order) => order.id === selectedId)) clear();
  }, [selectedId, orders.data, clear]);
  const selected = list.find((order) => order.id === selectedId) ?? null;

  // The cancelled and held chips appear only when there are such orders
  // (docs/decisions/096-held-statuses-and-their-release.md):
  // held orders stay out of "All Statuses", the kitchen's list.
  // A chip that is on stays until staff turn it off, even once its last order has moved on.
  const selectedStatuses = filters.statuses;
  const chipStatuses = useMemo(() => {
    const shown = new Set<OrderStatus>([...list.map((order) => order.status), ...selectedStatuses]);
    const extra = (["scheduled", "awaiting_payment", "cancelled"] as const).filter((status) =>
      shown.has(status),
    );
    return [...WORKFLOW_STATUSES, ...extra];
  }, [list, selectedStatuses]);
  const heldCount = useMemo(
    () => list.filter((order) => isHeldStatus(order.status)).length,
    [list],
  );

  const onCardStatus = useCallback(
    (order: Order, status: OrderStatus, source: "quick" | "menu" | "dialog") =>
      void changeStatus(order, status, source),
    [changeStatus],
  );
  const { open: openOrder } = selection;
  const onCardOpen = useCallback((order: Order) => openOrder(order.id), [openOrder]);
  const printOptionsOf = useCallback(
    (order: Order) => ({
      location: locationOf(order),
      brand: brandOf(order.locationId, places ?? []),
    }),
    [locationOf, places],
  );
  const onCardPrint = useCallback(
    (order: Order) => void print(order, { variant: "card", ...printOptionsOf(order) }),
    [print, printOptionsOf],
  );
  // Accept, Reject and Cancel order open their dialog over the card or the detail dialog.
  const answerSettings = useAnswerSettings();
  const [pendingAnswer, setPendingAnswer] = useState<PendingAnswer>(null);
  const onAnswer = useCallback(
    (order: Order, answer: OrderAnswer) => setPendingAnswer({ order, answer }),
    [],
  );
  const onRetry = useRetryCall();
  const onStatusShown = useCallback(
    (status: OrderStatus) =>
      playSound(isWorkflowStatus(status) ? status : "notification", STATUS_SOUND_VOLUME),
    [],
  );
  const { deadlineWarningMinutes } = answerSettings;
  const renderCard = useCallback(
    (order: Order) => (
      <OrderCard
        key={order.id}
        order={order}
        timeZone={timeZoneOf(order)}
        {...namesOf(order)}
        ageThresholds={ageThresholds}
        isSelected={order.id === selectedId}
        onOpen={onCardOpen}
        onChangeStatus={onCardStatus}
        onPrint={onCardPrint}
        onAnswer={onAnswer}
        onRetry={onRetry}
        deadlineWarningMinutes={deadlineWarningMinutes}
        onStatusShown={onStatusShown}
      />
    ),
    [
      timeZoneOf,
      namesOf,
      ageThresholds,
      selectedId,
      onCardOpen,
      onCardStatus,
      onCardPrint,
      onAnswer,
      onRetry,
      deadlineWarningMinutes,
      onStatusShown,
    ],
  );
  // The dialog has no trigger for Radix to give the focus back to (a card, the new-order
  // stack or a reminder opens it): closed, it goes back to the order's card, where Enter
  // opens it again. An order no longer on the board leaves the focus where it falls.
  const returnFocusToCard = useCallback(
    (event: Event) => {
      const button = selectedId && document.getElementById(orderCardButtonId(selectedId));
      if (!button) return;
      event.preventDefault();
      button.focus();
    },
    [selectedId],
  );
  // Completing in the dialog closes it a second later, unless staff have moved on to
  // another order meanwhile (or left the dashboard).
  const { closeDialogFor } = selection;
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const onDialogStatus = async (order: Order, status: OrderStatus) => {
    const isDone = await changeStatus(order, status, "dialog");
    if (!isDone || status !== "completed") return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => closeDialogFor(order.id), CLOSE_AFTER_COMPLETE_MS);
  };

  return (
    <div className="min-h-full">
      {user.role === "demo" && <DemoBanner />}
      <DashboardHeader
        user={user}
        isAllLocations={view === "all"}
        filters={filters}
        chipStatuses={chipStatuses}
        isVisible={isHeaderVisible}
        onRefresh={() => void orders.refetch()}
      />

      <section
        aria-label="Orders"
        className="mx-auto max-w-[1600px] px-4 py-3 sm:px-8 compact:px-3 compact:py-2 lg:py-6"
      >
        {orders.isError && (
          <OrdersLoadError
            error={orders.error}
            hasStaleList={orders.data !== undefined}
            isRetrying={orders.isFetching}
            onRetry={() => void orders.refetch()}
          />
        )}
        {orders.isPending ? (
          <div className="grid justify-items-center gap-3 py-20 text-muted-foreground">
            <Spinner label="Loading orders" />
            <p className="text-base">{DASHBOARD_TEXT.loading}</p>
          </div>
        ) : orders.data === undefined ? null : filters.board.total === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
            <p className="text-xl font-semibold">{DASHBOARD_TEXT.emptyTitle}</p>
            <p className="max-w-md text-muted-foreground">{DASHBOARD_TEXT.emptyHint}</p>
            {!filters.isActive && heldCount > 0 && (
              <p className="max-w-md font-medium">{DASHBOARD_TEXT.heldHint(heldCount)}</p>
            )}
          </div>
        ) : (
          // Offline, the board is the copy the app kept: read, not acted on (no button
          // works without the server). The health bar above says so.
          <div inert={isOffline} className={isOffline ? "opacity-80" : undefined}>
            <OrderBoard
              board={filters.board}
              // The first load counts as a change too: the empty list while loading was "whole".
              resetKey={`${orders.data ? "loaded" : "loading"}:${filters.key}`}
              // Completed or Cancelled chosen, or a search (one for last night's order): open.
              // The search as the board shows it, so the section changes with the board.
              isDoneOpenAtFirst={
                filters.statuses.some(isDoneStatus) || filters.boardQuery.trim() !== ""
              }
              renderCard={renderCard}
            />
          </div>
        )}
      </section>

      <OrderDetailDialog
        order={selected}
        open={selection.isDialogOpen && selected !== null}
        now={now}
        timeZone={selected ? timeZoneOf(selected) : timeZone}
        {...(selected ? namesOf(selected) : {})}
        onOpenChange={(open) => {
          if (!open) selection.closeDialog();
        }}
        onCloseAutoFocus={returnFocusToCard}
        onChangeStatus={onDialogStatus}
        onPrint={(order) => void print(order, { variant: "dialog", ...printOptionsOf(order) })}
        onAnswer={onAnswer}
        onRetry={onRetry}
        deadlineWarningMinutes={deadlineWarningMinutes}
      />

      <OrderAnswerDialogs
        pending={pendingAnswer}
        defaultPrepMinutes={answerSettings.prepMinutes}
        onClose={() => setPendingAnswer(null)}
      />
    </div>
  );
}
