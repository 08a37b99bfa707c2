import type { Platform } from "../../../src/domain/platforms";
import type { OrderStatus } from "../../../src/domain/status";

/**
 * The analytics owner's orders, placed on days counted back from the
 * restaurant's today (New York), so each period's figures are known by hand:
 *
 *   Today        3 orders  $49.50  (A1 2 x Smash Burger, A2 Caesar Salad, A3 Smash Burger + Fries)
 *   Yesterday    2 orders  $12.00  (B1 3 x Fries; B2 cancelled)
 *   Last 7 days  9 orders  $109.50 (the five above and C1–C4, a Smash Burger each, 3 days ago)
 *   Last 30 days 10 orders $113.50 (and D1, Fries, 10 days ago)
 */
export type AnalyticsFixtureOrder = {
  number: string;
  daysAgo: number;
  hour: number;
  platform: Platform;
  isDelivery: boolean;
  status: OrderStatus;
  prepMinutes?: number;
  items: Array<{ name: string; quantity: number; price: number }>;
};

const BURGER = { name: "Smash Burger", quantity: 1, price: 1200 };
const SALAD = { name: "Caesar Salad", quantity: 1, price: 950 };
const FRIES = { name: "Fries", quantity: 1, price: 400 };

export const ANALYTICS_TIMEZONE = "America/New_York";

export const ANALYTICS_ORDERS: AnalyticsFixtureOrder[] = [
  {
    number: "AN-A1",
    daysAgo: 0,
    hour: 12,
    platform: "ubereats",
    isDelivery: false,
    status: "completed",
    prepMinutes: 12,
    items: [{ ...BURGER, quantity: 2 }],
  },
  {
    number: "AN-A2",
    daysAgo: 0,
    hour: 13,
    platform: "doordash",
    isDelivery: true,
    status: "completed",
    prepMinutes: 8,
    items: [SALAD],
  },
  {
    number: "AN-A3",
    daysAgo: 0,
    hour: 18,
    platform: "website",
    isDelivery: false,
    status: "ready",
    prepMinutes: 15,
    items: [BURGER, FRIES],
  },
  {
    number: "AN-B1",
    daysAgo: 1,
    hour: 12,
    platform: "grubhub",
    isDelivery: true,
    status: "completed",
    prepMinutes: 10,
    items: [{ ...FRIES, quantity: 3 }],
  },
  {
    number: "AN-B2",
    daysAgo: 1,
    hour: 19,
    platform: "ubereats",
    isDelivery: false,
    status: "cancelled",
    items: [SALAD],
  },
  {
    number: "AN-C1",
    daysAgo: 3,
    hour: 11,
    platform: "shopify",
    isDelivery: false,
    status: "completed",
    prepMinutes: 10,
    items: [BURGER],
  },
  {
    number: "AN-C2",
    daysAgo: 3,
    hour: 12,
    platform: "ubereats",
    isDelivery: true,
    status: "completed",
    prepMinutes: 10,
    items: [BURGER],
  },
  {
    number: "AN-C3",
    daysAgo: 3,
    hour: 18,
    platform: "doordash",
    isDelivery: true,
    status: "completed",
    prepMinutes: 10,
    items: [BURGER],
  },
  {
    number: "AN-C4",
    daysAgo: 3,
    hour: 19,
    platform: "website",
    isDelivery: false,
    status: "completed",
    prepMinutes: 10,
    items: [BURGER],
  },
  {
    number: "AN-D1",
    daysAgo: 10,
    hour: 12,
    platform: "woocommerce",
    isDelivery: false,
    status: "completed",
    prepMinutes: 5,
    items: [FRIES],
  },
];
