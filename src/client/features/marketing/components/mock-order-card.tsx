import { Clock, Printer } from "lucide-react";
import { PlatformIcon } from "@/client/components/platform-icon";
import { cn } from "@/client/lib/utils";
import type { Platform } from "@/domain/platforms";

export type MockOrder = {
  platform: Platform;
  number: string;
  status: "New" | "Preparing" | "Ready for Pickup";
  age: string;
  customer: string;
  items: string[];
  total: string;
  action: string;
};

const STATUS_TONE: Record<MockOrder["status"], string> = {
  New: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
  Preparing: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  "Ready for Pickup": "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
};

/**
 * A picture of the dashboard's order card (the real one lives in the orders feature and
 * needs a signed-in app): same layout, same words, no behaviour. Hidden from screen readers
 * as decoration; the text around it says what it shows.
 */
export function MockOrderCard({ order, className }: { order: MockOrder; className?: string }) {
  return (
    <div
      className={cn(
        "grid gap-3 rounded-2xl border bg-card p-4 text-left text-card-foreground shadow-sm",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <PlatformIcon platform={order.platform} className="size-9" />
        <p className="min-w-0 flex-1 truncate font-bold">#{order.number}</p>
        <span
          className={cn(
            "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
            STATUS_TONE[order.status],
          )}
        >
          {order.status}
        </span>
      </div>
      <p className="flex items-center justify-between text-sm">
        <span className="font-semibold">{order.customer}</span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {order.age}
        </span>
      </p>
      <ul className="grid gap-0.5 text-sm">
        {order.items.map((item) => (
          <li key={item} className="truncate">
            {item}
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-2 border-t pt-3">
        <span className="text-lg font-bold tabular-nums">{order.total}</span>
        <span className="ml-auto rounded-md bg-primary px-3 py-1.5 text-xs font-medium whitespace-nowrap text-primary-foreground">
          {order.action}
        </span>
        <span className="rounded-md border p-1.5">
          <Printer className="size-3.5" aria-hidden />
        </span>
      </div>
    </div>
  );
}

export const SAMPLE_ORDERS: MockOrder[] = [
  {
    platform: "ubereats",
    number: "4F2A1",
    status: "New",
    age: "just now",
    customer: "Maya Patel",
    items: ["2× Margherita Pizza", "1× Caesar Salad"],
    total: "$41.80",
    action: "Mark Preparing",
  },
  {
    platform: "doordash",
    number: "884213",
    status: "Preparing",
    age: "6 mins ago",
    customer: "Luis Ortega",
    items: ["1× Smash Burger", "1× Sweet Potato Fries"],
    total: "$24.15",
    action: "Mark Ready",
  },
  {
    platform: "shopify",
    number: "1047",
    status: "Ready for Pickup",
    age: "14 mins ago",
    customer: "Hannah Kim",
    items: ["3× Iced Oat Latte", "2× Almond Croissant"],
    total: "$29.40",
    action: "Mark Complete",
  },
];
