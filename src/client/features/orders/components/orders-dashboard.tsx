import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { useNow } from "@/client/hooks/use-now";
import { pluralize } from "@/client/lib/pluralize";
import { playSound, STATUS_SOUND_VOLUME } from "@/client/lib/sound";
import { cn } from "@/client/lib/utils";
import type { CurrentUser } from "@/domain/api/auth";
import { isKnownTimezone } from "@/domain/api/settings";
import type { Order } from "@/domain/order";
import { PLATFORM_META, PLATFORMS } from "@/domain/platforms";
import {
  isHeldStatus,
  isWorkflowStatus,
  type OrderStatus,
  STATUS_META,
  WORKFLOW_STATUSES,
} from "@/domain/status";
import { useOrders } from "../api/get-orders";
import { useAnswerSettings } from "../hooks/use-answer-settings";
import { useChangeStatus } from "../hooks/use-change-status";
import { useOrderFilters } from "../hooks/use-order-filters";
import { useOrderSelection } from "../hooks/use-order-selection";
import { useProgressiveList } from "../hooks/use-progressive-list";
import { useRetryCall } from "../hooks/use-retry-call";
import { useStickyHeader } from "../hooks/use-sticky-header";
import type { OrderAnswer } from "../order-answer";
import { DASHBOARD_TEXT } from "../order-messages";
import { usePrintOrder } from "../print/use-print-order";
import { DemoBanner } from "./demo-banner";
import { FilterChips } from "./filter-chips";
import { ManageOrdersMenu } from "./manage-orders-menu";
import { OrderAnswerDialogs, type PendingAnswer } from "./order-answer-dialogs";
import { OrderCard } from "./order-card";
import { OrderDetailDialog } from "./order-detail-dialog";
import { OrdersLoadError } from "./orders-load-error";

/** The dialog closes 1 s after an order is completed in it. */
export const CLOSE_AFTER_COMPLETE_MS = 1_000;

const PLATFORM_OPTIONS = PLATFORMS.map((platform) => ({
  value: platform,
  label: PLATFORM_META[platform].displayName,
}));

/** The Orders Dashboard. */
export function OrdersDashboard({ user }: { user: CurrentUser }) {
  const orders = useOrders();
  const list = orders.data ?? [];
  const filters = useOrderFilters(list);
  const selection = useOrderSelection();
  const { changeStatus } = useChangeStatus();
  // The restaurant's timezone decides 'Today' and 'Yesterday' (Settings); one this
  // browser does not know would make Intl throw, so the device's zone stands in for it.
  const zone = user.restaurant?.timezone;
  const timeZone = zone && isKnownTimezone(zone) ? zone : undefined;
  const { print } = usePrintOrder(user.restaurant?.name, timeZone);
  const now = useNow();
  const isHeaderVisible = useStickyHeader();
  // The first load counts as a change too: the empty list while loading was "whole".
  const cards = useProgressiveList(
    filters.visible,
    `${orders.data ? "loaded" : "loading"}:${filters.key}`,
  );

  // The selected order is cleared when it is no longer in the list.
  const { selectedId, clear } = selection;
  useEffect(() => {
    if (selectedId && orders.data && !orders.data.some((order) => order.id === selectedId)) clear();
  }, [selectedId, orders.data, clear]);
  const selected = list.find((order) => order.id === selectedId) ?? null;

  // The cancelled and held chips appear only when there are such orders (decision 021):
  // held orders stay out of "All Statuses", the kitchen's list.
  // A chip that is on stays until staff turn it off, even once its last order has moved on.
  const selectedStatuses = filters.statuses;
  const statusOptions = useMemo(() => {
    const shown = new Set<OrderStatus>([...list.map((order) => order.status), ...selectedStatuses]);
    const extra = (["scheduled", "awaiting_payment", "cancelled"] as const).filter((status) =>
      shown.has(status),
    );
    const statuses: OrderStatus[] = [...WORKFLOW_STATUSES, ...extra];
    return statuses.map((status) => ({ value: status, label: STATUS_META[status].label }));
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
  const onCardPrint = useCallback(
    (order: Order) => void print(order, { variant: "card" }),
    [print],
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
      <header
        className={cn(
          "sticky top-14 z-20 border-b bg-background/95 backdrop-blur transition-transform duration-200 lg:top-0",
          !isHeaderVisible && "-translate-y-[calc(100%+3.5rem)] lg:-translate-y-full",
        )}
      >
        <div className="mx-auto grid max-w-[1600px] gap-4 px-4 py-4 sm:px-8 sm:py-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-3xl font-bold tracking-tight">{DASHBOARD_TEXT.title}</h1>
              <p className="mt-1 text-base text-muted-foreground">{DASHBOARD_TEXT.subtitle}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                onClick={() => filters.setSort(filters.sort === "newest" ? "oldest" : "newest")}
                aria-label={`Sort: ${filters.sort === "newest" ? "Newest" : "Oldest"} first`}
              >
                {filters.sort === "newest" ? (
                  <ArrowDownWideNarrow aria-hidden />
                ) : (
                  <ArrowUpNarrowWide aria-hidden />
                )}
                {filters.sort === "newest" ? "Newest" : "Oldest"}
              </Button>
              <ManageOrdersMenu role={user.role} onRefresh={() => void orders.refetch()} />
            </div>
          </div>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Search orders"
              placeholder={DASHBOARD_TEXT.searchPlaceholder}
              value={filters.query}
              onChange={(event) => filters.setQuery(event.target.value)}
              className="h-12 pl-11 text-base"
            />
          </div>
          <FilterChips
            label="Platforms"
            allLabel="All Platforms"
            options={PLATFORM_OPTIONS}
            selected={filters.platforms}
            onToggle={filters.togglePlatform}
            onClear={filters.clearPlatforms}
          />
          <FilterChips
            label="Statuses"
            allLabel="All Statuses"
            options={statusOptions}
            selected={filters.statuses}
            onToggle={filters.toggleStatus}
            onClear={filters.clearStatuses}
          />
          {filters.isActive && (
            <div className="flex items-center gap-3">
              <Button variant="ghost" size="sm" onClick={filters.clearAll}>
                <X aria-hidden />
                Clear All
              </Button>
              <Badge variant="secondary" className="text-sm">
                {pluralize(filters.visible.length, "order")}
              </Badge>
            </div>
          )}
        </div>
      </header>

      <section aria-label="Orders" className="mx-auto max-w-[1600px] px-4 py-6 sm:px-8">
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
        ) : orders.data === undefined ? null : filters.visible.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
            <p className="text-xl font-semibold">{DASHBOARD_TEXT.emptyTitle}</p>
            <p className="max-w-md text-muted-foreground">{DASHBOARD_TEXT.emptyHint}</p>
            {!filters.isActive && heldCount > 0 && (
              <p className="max-w-md font-medium">{DASHBOARD_TEXT.heldHint(heldCount)}</p>
            )}
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {cards.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                now={now}
                timeZone={timeZone}
                isSelected={order.id === selectedId}
                onOpen={onCardOpen}
                onChangeStatus={onCardStatus}
                onPrint={onCardPrint}
                onAnswer={onAnswer}
                onRetry={onRetry}
                deadlineWarningMinutes={answerSettings.deadlineWarningMinutes}
                onStatusShown={onStatusShown}
              />
            ))}
          </div>
        )}
      </section>

      <OrderDetailDialog
        order={selected}
        open={selection.isDialogOpen && selected !== null}
        now={now}
        timeZone={timeZone}
        onOpenChange={(open) => {
          if (!open) selection.closeDialog();
        }}
        onChangeStatus={onDialogStatus}
        onPrint={(order) => void print(order, { variant: "dialog" })}
        onAnswer={onAnswer}
        onRetry={onRetry}
        deadlineWarningMinutes={answerSettings.deadlineWarningMinutes}
      />

      <OrderAnswerDialogs
        pending={pendingAnswer}
        defaultPrepMinutes={answerSettings.prepMinutes}
        onClose={() => setPendingAnswer(null)}
      />
    </div>
  );
}
