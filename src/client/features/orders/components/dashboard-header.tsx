import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search, SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { pluralize } from "@/client/lib/pluralize";
import { cn } from "@/client/lib/utils";
import type { CurrentUser } from "@/domain/api/auth";
import { PLATFORM_META, PLATFORMS } from "@/domain/platforms";
import { type OrderStatus, STATUS_META } from "@/domain/status";
import { BOARD_TEXT } from "../board-messages";
import { setNewOrderDock } from "../hooks/new-order-dock";
import type { useOrderFilters } from "../hooks/use-order-filters";
import { ALL_LOCATIONS_TEXT, DASHBOARD_TEXT } from "../order-messages";
import { FilterChips } from "./filter-chips";
import { ManageOrdersMenu } from "./manage-orders-menu";

export type DashboardHeaderProps = {
  user: CurrentUser;
  /** Every location's orders on the board: the heading says so. */
  isAllLocations?: boolean;
  filters: ReturnType<typeof useOrderFilters>;
  /** Statuses with a chip: the workflow's, and held or cancelled ones when there are some. */
  chipStatuses: ReadonlyArray<OrderStatus>;
  isVisible: boolean;
  onRefresh(): void;
};

/**
 * The dashboard's sticky header. On tablets and phones it is one row: the search and chips
 * fold away behind 'Filters' (with how many are on), so the board starts near the top. It
 * also lends the new-order stack its place (the dock), where the stack covers no card.
 */
export function DashboardHeader({
  user,
  isAllLocations = false,
  filters,
  chipStatuses,
  isVisible,
  onRefresh,
}: DashboardHeaderProps) {
  const [isFilterOpen, setFilterOpen] = useState(false);
  const panelId = useId();
  const sortLabel = filters.sort === "newest" ? "Newest" : "Oldest";
  const { counts } = filters;

  return (
    <header
      className={cn(
        "sticky top-14 z-20 border-b bg-background/95 backdrop-blur transition-transform duration-200 lg:top-0",
        !isVisible && "-translate-y-[calc(100%+3.5rem)] lg:-translate-y-full",
      )}
    >
      <div className="mx-auto grid max-w-[1600px] grid-cols-[minmax(0,1fr)] px-4 py-2 sm:px-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:py-6">
        <div className="grid min-w-0 gap-3 lg:gap-4">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 lg:items-end">
            <div>
              <h1 className="text-xl font-bold tracking-tight sm:text-2xl lg:text-3xl">
                {isAllLocations ? ALL_LOCATIONS_TEXT.title : DASHBOARD_TEXT.title}
              </h1>
              <p className="mt-1 hidden text-base text-muted-foreground lg:block">
                {isAllLocations ? ALL_LOCATIONS_TEXT.subtitle : DASHBOARD_TEXT.subtitle}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                className="lg:hidden"
                aria-expanded={isFilterOpen}
                aria-controls={panelId}
                onClick={() => setFilterOpen((isOpen) => !isOpen)}
              >
                <SlidersHorizontal aria-hidden />
                {BOARD_TEXT.filters}
                {filters.activeCount > 0 && " "}
                {filters.activeCount > 0 && (
                  <Badge className="ml-0.5 min-w-5 justify-center px-1.5">
                    <span aria-hidden>{filters.activeCount}</span>
                    <span className="sr-only">{BOARD_TEXT.activeFilters(filters.activeCount)}</span>
                  </Badge>
                )}
              </Button>
              <Button
                variant="outline"
                onClick={() => filters.setSort(filters.sort === "newest" ? "oldest" : "newest")}
                aria-label={`Sort: ${sortLabel} first`}
              >
                {filters.sort === "newest" ? (
                  <ArrowDownWideNarrow aria-hidden />
                ) : (
                  <ArrowUpNarrowWide aria-hidden />
                )}
                {/* The button's name says it in full; a phone shows the arrow only. */}
                <span className="max-sm:sr-only">{sortLabel}</span>
              </Button>
              <ManageOrdersMenu role={user.role} onRefresh={onRefresh} />
            </div>
          </div>
          <div
            id={panelId}
            className={cn("grid gap-3 lg:grid lg:gap-4", !isFilterOpen && "hidden")}
          >
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
              allCount={counts.platforms.all}
              options={PLATFORMS.map((platform) => ({
                value: platform,
                label: PLATFORM_META[platform].displayName,
                count: counts.platforms[platform],
              }))}
              selected={filters.platforms}
              onToggle={filters.togglePlatform}
              onClear={filters.clearPlatforms}
            />
            <FilterChips
              label="Statuses"
              allLabel="All Statuses"
              allCount={counts.statuses.all}
              options={chipStatuses.map((status) => ({
                value: status,
                label: STATUS_META[status].label,
                count: counts.statuses[status],
              }))}
              selected={filters.statuses}
              onToggle={filters.toggleStatus}
              onClear={filters.clearStatuses}
            />
          </div>
          {filters.isActive && (
            <div className="flex items-center gap-3">
              <Button variant="ghost" size="sm" onClick={filters.clearAll}>
                <X aria-hidden />
                Clear All
              </Button>
              <Badge variant="secondary" className="text-sm">
                {pluralize(filters.board.total, "order")}
              </Badge>
            </div>
          )}
        </div>
        {/* The new-order stack's place: below the bar on tablets and phones, beside the
            filters on wide screens. Always present (empty, it takes no room) so screen
            readers announce the alerts as they arrive. */}
        <div
          ref={setNewOrderDock}
          aria-live="polite"
          className="not-empty:mt-2 not-empty:mb-1 lg:not-empty:m-0 lg:not-empty:ml-6 lg:not-empty:w-[420px]"
        />
      </div>
    </header>
  );
}
