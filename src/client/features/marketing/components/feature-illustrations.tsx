import { PlatformIcon } from "@/client/components/platform-icon";
import { readableTextOn } from "@/client/lib/contrast";
import { cn } from "@/client/lib/utils";
import { PLATFORM_META, PLATFORMS } from "@/domain/platforms";
import { MockOrderCard, SAMPLE_ORDERS } from "./mock-order-card";

/**
 * Pictures of the real screens for /features, in the real screens' words. Decorative: each
 * sits beside text that says what it shows, so they are hidden from screen readers.
 */
function Frame({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      aria-hidden
      className={cn("rounded-3xl border bg-muted/60 p-4 shadow-xl sm:p-6", className)}
    >
      {children}
    </div>
  );
}

export function BoardIllustration() {
  return (
    <Frame className="grid gap-3">
      <div className="flex flex-wrap gap-2 text-xs font-medium">
        {["All Platforms", "Uber Eats", "DoorDash", "Shopify"].map((chip, index) => (
          <span
            key={chip}
            className={cn(
              "rounded-full border px-3 py-1",
              index === 0 ? "bg-primary text-primary-foreground" : "bg-card",
            )}
          >
            {chip}
          </span>
        ))}
      </div>
      <div className="grid gap-3">
        {SAMPLE_ORDERS.slice(0, 2).map((order) => (
          <MockOrderCard key={order.number} order={order} />
        ))}
      </div>
    </Frame>
  );
}

export function DialogIllustration() {
  return (
    <Frame>
      <div className="grid gap-4 rounded-2xl border bg-card p-5 text-sm">
        <div className="flex items-center gap-3">
          <PlatformIcon platform="grubhub" className="size-10" />
          <div>
            <p className="text-lg font-bold">Order #596513861</p>
            <p className="text-muted-foreground">Nov 22, 7:42 PM · 3 items</p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {["New", "Preparing", "Ready for Pickup", "Completed"].map((status, index) => (
            <span
              key={status}
              className={cn(
                "rounded-md border px-2 py-2 text-center text-xs font-medium",
                index === 0 && "text-muted-foreground line-through",
                index === 1 && "bg-primary text-primary-foreground",
              )}
            >
              {status}
            </span>
          ))}
        </div>
        <ul className="divide-y rounded-xl border">
          <li className="flex justify-between p-3">
            <span>
              <strong>2× Harvest Cobb Salad</strong>
              <span className="block text-muted-foreground">+ No onions</span>
            </span>
            <span>$25.90</span>
          </li>
          <li className="flex justify-between p-3">
            <strong>1× Iced Tea</strong>
            <span>$3.95</span>
          </li>
        </ul>
        <div className="grid gap-1 rounded-xl bg-muted p-3">
          <p className="flex justify-between">
            <span>Subtotal</span>
            <span>$29.85</span>
          </p>
          <p className="flex justify-between font-bold">
            <span>Total</span>
            <span>$35.63</span>
          </p>
        </div>
      </div>
    </Frame>
  );
}

export function ReceiptIllustration() {
  return (
    <Frame className="flex justify-center">
      <div className="w-full max-w-[300px] bg-white p-5 font-mono text-xs leading-5 text-black shadow-md">
        <p className="text-center text-sm font-bold">TRATTORIA ROSSI</p>
        <p className="mt-2 text-center">
          <span
            className="rounded px-2 py-0.5 font-bold"
            style={{
              backgroundColor: PLATFORM_META.ubereats.color,
              color: readableTextOn(PLATFORM_META.ubereats.color),
            }}
          >
            UBER EATS
          </span>
        </p>
        <p className="mt-2 text-center">Order #4F2A1 · 7:42 PM</p>
        <p className="text-center font-bold">NEW · DELIVERY</p>
        <hr className="my-2 border-dashed border-black" />
        <p className="flex justify-between">
          <span>2× Margherita Pizza</span>
          <span>$29.90</span>
        </p>
        <p className="pl-3">+ Extra basil</p>
        <p className="flex justify-between">
          <span>1× Caesar Salad</span>
          <span>$8.95</span>
        </p>
        <hr className="my-2 border-dashed border-black" />
        <p className="flex justify-between font-bold">
          <span>TOTAL</span>
          <span>$41.80</span>
        </p>
        <p className="mt-3 text-center">Thank you for your order!</p>
      </div>
    </Frame>
  );
}

export function ConnectionsIllustration() {
  return (
    <Frame>
      <div className="grid gap-4 rounded-2xl border bg-card p-5 text-sm">
        <p className="text-lg font-bold">Platform Connections</p>
        <div className="flex flex-wrap gap-2">
          {PLATFORMS.map((platform, index) => (
            <span
              key={platform}
              className={cn(
                "inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-xs font-medium",
                index === 0 && "bg-muted",
              )}
            >
              {index < 3 && <span className="size-2 rounded-full bg-green-500" />}
              {PLATFORM_META[platform].displayName}
            </span>
          ))}
        </div>
        <p className="rounded-lg border border-green-600/30 bg-green-500/10 px-3 py-2 font-medium text-green-800 dark:text-green-300">
          Connected to Uber Eats
        </p>
      </div>
    </Frame>
  );
}

const WEEK = [42, 58, 51, 66, 88, 97, 74];

export function AnalyticsIllustration() {
  return (
    <Frame>
      <div className="grid gap-4 rounded-2xl border bg-card p-5 text-sm">
        <p className="font-semibold">Orders this week</p>
        <div className="flex h-36 items-end gap-2">
          {WEEK.map((value, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed week, in order
              key={index}
              className="flex-1 rounded-t-md bg-brand"
              style={{ height: `${value}%`, opacity: 0.55 + value / 250 }}
            />
          ))}
        </div>
        <div className="flex justify-between text-xs text-muted-foreground">
          {["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((day) => (
            <span key={day}>{day}</span>
          ))}
        </div>
      </div>
    </Frame>
  );
}
