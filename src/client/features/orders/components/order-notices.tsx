import { CalendarClock, CircleAlert, CircleSlash, Hourglass, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import { platformDisplayName } from "@/domain/platforms";
import { formatRelativeTime, formatUpcomingTime } from "@/domain/relative-time";
import { unavailableText } from "./card-notices";
import { NOTICE_CLASSES } from "./status-style";

/**
 * What the dialog says about an order beyond its contents (decisions 092, 096 and 097): what
 * OrderDock could not read ("Check on Uber Eats"), a platform's last change, why it is held,
 * and why its platform ended it.
 */
export type OrderNoticesProps = { order: Order; now: number; timeZone?: string };

export function OrderNotices({ order, now, timeZone }: OrderNoticesProps) {
  const platform = platformDisplayName(order.platform);
  return (
    <>
      {order.checkNotes.length > 0 && (
        <Notice tone="warning" icon={<CircleAlert aria-hidden />} title={`Check on ${platform}`}>
          <ul className="list-disc pl-5">
            {order.checkNotes.map((note, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and never reorder
              <li key={index}>{note}</li>
            ))}
          </ul>
        </Notice>
      )}
      {order.unavailableItems && order.unavailableItems.length > 0 && (
        <Notice
          tone="warning"
          icon={<CircleSlash aria-hidden />}
          title={unavailableText(order.unavailableItems)}
        >
          {`These were 86'd on your menu when the order arrived, so ${platform} may not have heard yet. Make them, or adjust or cancel the order.`}
        </Notice>
      )}
      {order.status === "scheduled" && (
        <Notice tone="info" icon={<CalendarClock aria-hidden />} title="Scheduled">
          {scheduleText(order, now, timeZone)}
        </Notice>
      )}
      {order.status === "awaiting_payment" && (
        <Notice tone="info" icon={<Hourglass aria-hidden />} title="Awaiting payment">
          {`Not paid yet on ${platform}. It goes to the kitchen once it is paid.`}
        </Notice>
      )}
      {order.lastUpdate && (
        <Notice
          tone="info"
          icon={<RefreshCw aria-hidden />}
          title={`Updated on ${platform} ${formatRelativeTime({ date: order.lastUpdate.at, now, timeZone })}`}
        >
          <ul className="list-disc pl-5">
            {order.lastUpdate.changes.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: changes have no id and never reorder
              <li key={index}>{change}</li>
            ))}
          </ul>
        </Notice>
      )}
      {order.statusNote && order.status === "cancelled" && (
        <p className="text-sm font-medium text-muted-foreground">{order.statusNote}</p>
      )}
    </>
  );
}

/** "Promised for Today at 6:30 PM · goes to the kitchen today at 6:10 PM". */
export function scheduleText(order: Order, now: number, timeZone?: string): string {
  const parts: string[] = [];
  if (order.promisedAt)
    parts.push(`Promised for ${formatUpcomingTime({ date: order.promisedAt, now, timeZone })}`);
  if (order.dueAt)
    parts.push(
      `goes to the kitchen ${formatUpcomingTime({ date: order.dueAt, now, timeZone }).replace(/^(Today|Tomorrow|Yesterday)/, (day) => day.toLowerCase())}`,
    );
  return parts.join(" · ") || "Held until it is due";
}

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof NOTICE_CLASSES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        "grid gap-1 rounded-xl border p-3 text-[0.95rem] [&_svg]:size-4",
        NOTICE_CLASSES[tone],
      )}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      <div>{children}</div>
    </section>
  );
}
