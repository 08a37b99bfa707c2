import { pluralize } from "@/client/lib/pluralize";
import { ANALYTICS_MAX_DAYS } from "@/domain/api/analytics";

/**
 * Every word the Analytics screen shows, kept together so the screen, its tests
 * and the browser tests agree on them.
 */
export const ANALYTICS_TEXT = {
  title: "Analytics",
  subtitle: (restaurant: string | null, timezone: string) =>
    `${restaurant ? `${restaurant} · ` : ""}Days in ${timezone.replaceAll("_", " ")} time`,
  /** The roll-up: every location the person works at, on the clock of the browser's. */
  subtitleAllLocations: (timezone: string) =>
    `All your locations · Days in ${timezone.replaceAll("_", " ")} time`,
  loading: "Loading analytics...",
  loadingLabel: "Loading analytics",
  updating: "Updating...",
  resultsLabel: "Analytics for the period",
  loadFailed: "Couldn't load analytics.",
  loadFailedHint: "Check the connection, then try again.",
  retry: "Try again",
  includeTest: "Include test orders",
  empty: {
    title: "No orders in this period",
    description:
      "Orders appear here as soon as they come in. Try a longer period, or include test orders.",
  },
  invalidPeriod: "Choose a valid period to see its figures.",
} as const;

/** Owners and managers of several locations: one location's figures, or all rolled up. */
export const LOCATION_SCOPE_TEXT = {
  groupLabel: "Locations",
  thisLocation: "This location",
  allLocations: "All locations",
} as const;

export const PERIOD_TEXT = {
  groupLabel: "Period",
  custom: "Custom",
  from: "From",
  to: "To",
  apply: "Apply",
  formLabel: "Custom period",
  fromRequired: "Choose the first day of the period.",
  toRequired: "Choose the last day of the period.",
  notADate: "Enter a date such as 2026-11-22.",
  outOfRange: "Choose a date from 2000 to 2099.",
  toBeforeFrom: "The last day can't be before the first day.",
  tooLong: `A period can be at most ${ANALYTICS_MAX_DAYS} days.`,
} as const;

const conjunction = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/** The notice and switch shown when a period's orders are in more than one currency. */
export const CURRENCY_TEXT = {
  groupLabel: "Currency",
  shownIn: (name: string, code: string) => `Figures in ${name} (${code}).`,
  /** "This period also has 3 orders in US dollars and 1 order in Japanese yen." */
  others: (others: ReadonlyArray<{ name: string; orders: number }>, isShownUsed: boolean) =>
    `This period ${isShownUsed ? "also has" : "has"} ${conjunction.format(
      others.map(({ name, orders }) => `${pluralize(orders, "order")} in ${name}`),
    )}.`,
  option: (code: string, orders: number) => `${code} (${pluralize(orders, "order")})`,
} as const;

export const KPI_TEXT = {
  sectionLabel: "Key figures",
  orders: "Orders",
  grossSales: "Gross sales",
  averageOrderValue: "Average order value",
  averagePrep: "Average prep time",
  completionRate: "Completion rate",
  cancelled: "Cancelled orders",
  comparedWith: (range: string) => `Compared with ${range}`,
  noChange: "No change",
  noChangeSpoken: "no change from the previous period",
  noPrevious: "—",
  noPreviousSpoken: "no previous data",
} as const;

export const EXPORT_TEXT = {
  menu: "Export",
  orders: "Orders (CSV)",
  topItemsByQuantity: "Top items by quantity (CSV)",
  topItemsByRevenue: "Top items by revenue (CSV)",
  platforms: "Platform summary (CSV)",
  days: "Daily figures (CSV)",
  tableLink: "Download CSV",
} as const;

export const CHART_TEXT = {
  salesPerDay: "Sales and orders per day",
  ordersByHour: "Orders by hour of day",
  salesByPlatform: "Sales by platform",
  fulfilment: "Delivery versus pickup",
  prepPerDay: "Average prep time per day",
  sales: "Sales",
  orders: "Orders",
  prepMinutes: "Average prep (minutes)",
  delivery: "Delivery",
  pickup: "Pickup",
} as const;

export const TABLE_TEXT = {
  topByQuantity: "Top items by quantity",
  topByRevenue: "Top items by revenue",
  platforms: "Platforms",
  brands: "By brand",
  brand: "Brand",
  rank: "Rank",
  item: "Item",
  quantity: "Quantity",
  revenue: "Revenue",
  platform: "Platform",
  orders: "Orders",
  sales: "Sales",
  averageOrderValue: "Average order value",
  averagePrep: "Average prep time",
  noItems: "No items sold in this period.",
} as const;
