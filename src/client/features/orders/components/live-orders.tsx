import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "wouter";
import { toast } from "@/client/hooks/use-toast";
import { reportConnectionStatus } from "@/client/lib/connection-status";
import { CURRENT_USER_KEY, useCachedCurrentUser } from "@/client/lib/current-user-cache";
import { readDeviceSettings } from "@/client/lib/device-settings";
import { type LocationView, useLocationView } from "@/client/lib/location-view";
import { MENU_KEY } from "@/client/lib/menu-query-key";
import { PEOPLE_KEY } from "@/client/lib/people-query";
import { PRINTERS_KEY } from "@/client/lib/printers-query";
import { defaultRealtimeUrl } from "@/client/lib/realtime-client";
import { playSound, TOAST_SOUND_VOLUME } from "@/client/lib/sound";
import { LOAD_KEY, STORE_KEY, STORE_NOTICE_TITLE } from "@/client/lib/store-status";
import { useRealtime } from "@/client/lib/use-realtime";
import { ALL_LOCATIONS } from "@/domain/api/locations";
import type { Order } from "@/domain/order";
import type { OrderMessage } from "@/domain/realtime";
import { ORDERS_KEY, ordersQueryKey, useOrders } from "../api/get-orders";
import { isLocalChange } from "../hooks/local-changes";
import {
  ALERT_LIFETIME_MS,
  announceOrder,
  dismissAlert,
  dismissAllAlerts,
  expireAlerts,
  type Reminder,
  remindLater,
  takeDueReminders,
  useNewOrderAlerts,
} from "../hooks/new-order-alerts";
import { useNewOrderDock } from "../hooks/new-order-dock";
import { useRepeatingChime } from "../hooks/repeating-chime";
import { useAnswerSettings } from "../hooks/use-answer-settings";
import { useAutoPrint } from "../hooks/use-auto-print";
import { useOrderSelection } from "../hooks/use-order-selection";
import { useOrderPlaceNames } from "../order-location";
import { ORDER_UPDATED_TOAST, STATUS_TOASTS } from "../order-messages";
import { NewOrderAlert } from "./new-order-alert";

const PHONE_QUERY = "(max-width: 639px)";

export type LiveOrdersProps = {
  /** The socket was refused for want of a session (close 4401): re-check who is signed in. */
  onSessionLost(): void;
};

/**
 * The dashboard's live feed: reloads the list on every (re)connect and on NEW_ORDER;
 * announces a status changed elsewhere; shows the new-order stack (unless this device's
 * Settings turned pop-ups off), brings back orders put off with 'Remind Later', and prints
 * new orders when asked to; chimes again while a new order waits unseen. It follows the
 * browser's location, or every location on the All locations dashboard's choice, and
 * starts again (a new socket, an empty stack) when either changes.
 */
export function LiveOrders({ onSessionLost }: LiveOrdersProps) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { open } = useOrderSelection();
  const { alerts, reminders } = useNewOrderAlerts();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const dock = useNewOrderDock();
  const autoPrint = useAutoPrint();
  const user = useCachedCurrentUser();
  const locationView = useLocationView(user);
  const feedKey = `${locationView}:${user?.restaurant?.id ?? ""}`;
  // Keeps the list loaded on every signed-in screen, not only the dashboard: a reload needs a
  // query to refetch, and a new order must be found in the list to be announced.
  const orders = useOrders(locationView);
  const ordersKey = ordersQueryKey(locationView);
  const namesOf = useOrderPlaceNames(user);
  const { deadlineWarningMinutes } = useAnswerSettings();

  const reload = useCallback(() => {
    // The kitchen's load follows the open orders.
    void queryClient.invalidateQueries({ queryKey: LOAD_KEY });
    return queryClient.refetchQueries({ queryKey: ORDERS_KEY });
  }, [queryClient]);

  const onMessage = async (message: OrderMessage) => {
    const known = queryClient
      .getQueryData<Order[]>(ordersKey)
      ?.find((order) => order.id === message.order.id);
    if (message.type === "ORDER_UPDATED") {
      // decision 097: a platform changed what is in the order; its card now says Updated.
      await reload();
      toast(ORDER_UPDATED_TOAST(message.order.orderNumber));
      return;
    }
    if (message.type === "ORDER_PLATFORM_UPDATED") {
      // What the platform was told changed ("Sending…", "Accepted on Uber Eats"): the card
      // shows it, no toast.
      await reload();
      return;
    }
    if (message.type === "ORDER_STATUS_CHANGED") {
      if (
        known &&
        known.status !== message.order.status &&
        !isLocalChange(message.order.id, message.order.status)
      ) {
        toast({
          variant: "success",
          ...STATUS_TOASTS.updated(message.order.orderNumber, message.order.status),
        });
      }
      await reload();
      return;
    }
    await reload();
    // Only an order that reaches the kitchen is announced: one held for payment or for later
    // is listed quietly, and announced when it is released (decision 096).
    if (message.order.status !== "new") return;
    const order = queryClient
      .getQueryData<Order[]>(ordersKey)
      ?.find((candidate) => candidate.id === message.order.id);
    if (order?.status !== "new") return;
    autoPrint(order);
    if (!readDeviceSettings().showPopups) {
      // No pop-up to chime: the chime still follows 'Play sounds' (playSound checks it).
      playSound("new", TOAST_SOUND_VOLUME);
      return;
    }
    announceOrder(order);
  };

  const status = useRealtime({
    url: liveFeedUrl(locationView),
    // The server picks the location's feed when the socket opens: a switch needs a new one.
    reconnectKey: feedKey,
    onMessage: (message) => void onMessage(message),
    // The store bar: a pause or busy spell changed here or elsewhere, or a platform answered;
    // what OrderDock did by itself (the kitchen's load, a kitchen gone dark) is also said.
    onStoreChanged: (notice) => {
      void queryClient.invalidateQueries({ queryKey: STORE_KEY });
      if (notice) toast({ title: STORE_NOTICE_TITLE, description: notice });
    },
    // The Menu Manager: a marketplace answered an 86, a return or a publish.
    onMenuChanged: () => void queryClient.invalidateQueries({ queryKey: MENU_KEY }),
    // The printer banner and Settings: a printer went offline or came back, or its jobs changed.
    onPrintersChanged: () => void queryClient.invalidateQueries({ queryKey: PRINTERS_KEY }),
    // Every screen: the team changed, perhaps this person's role, which decides what shows.
    onPeopleChanged: () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
    },
    onConnected: () => {
      // The store's key covers the kitchen's load too: one reload of each. A printer may have
      // gone offline while the socket was down.
      void queryClient.refetchQueries({ queryKey: ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: STORE_KEY });
      void queryClient.invalidateQueries({ queryKey: PRINTERS_KEY });
    },
    onUnauthorized: onSessionLost,
  });

  useNewFeedClearsAlerts(feedKey);

  // The health bar says when the live feed is lost or coming back.
  useEffect(() => reportConnectionStatus(status), [status]);
  useEffect(() => () => reportConnectionStatus("idle"), []);
  useDueReminders(reminders, orders.data);
  useRepeatingChime(orders.data, reminders);

  // Orders waiting behind the drawn one go 20 s after they arrived.
  const nextExpiry = Math.min(...alerts.map((alert) => alert.arrivedAt + ALERT_LIFETIME_MS));
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => expireAlerts(), Math.max(0, nextExpiry - Date.now()));
    return () => clearTimeout(timer);
  }, [nextExpiry]);

  const view = useCallback(
    (order: Order) => {
      dismissAlert(order.id);
      open(order.id);
      navigate("/dashboard");
    },
    [open, navigate],
  );

  const newest = alerts.at(-1);
  const stack = newest ? (
    <NewOrderAlert
      key={`${newest.order.id}:${newest.arrivedAt}`}
      // The order as the list has it now: once accepted, its countdown goes.
      order={orders.data?.find((candidate) => candidate.id === newest.order.id) ?? newest.order}
      {...namesOf(newest.order)}
      waitingCount={alerts.length}
      deadlineWarningMinutes={deadlineWarningMinutes}
      variant={isPhone ? "popup" : "toast"}
      onView={view}
      onDismiss={() => dismissAlert(newest.order.id)}
      onDismissAll={dismissAllAlerts}
      onRemindLater={(minutes) => remindLater(newest.order.id, minutes)}
    />
  ) : null;

  // On the dashboard the stack sits in the header's place for it, over no card; elsewhere in
  // the bottom-right corner. Always present (even empty), so screen readers announce the
  // alerts as they arrive.
  if (dock) return createPortal(stack, dock);
  return (
    <div
      aria-live="polite"
      className={
        isPhone
          ? "pointer-events-none fixed inset-x-3 top-16 z-[90] grid gap-2"
          : "pointer-events-none fixed right-4 bottom-4 z-[90] grid w-[420px] max-w-[calc(100vw-2rem)] gap-3"
      }
    >
      {stack}
    </div>
  );
}

/**
 * Brings back each order put off with 'Remind Later' when its time comes, if it still waits
 * in New; one that moved on meanwhile is dropped quietly.
 */
function useDueReminders(reminders: ReadonlyArray<Reminder>, orders: Order[] | undefined) {
  const nextDue = Math.min(...reminders.map((reminder) => reminder.remindAt));
  const isLoaded = orders !== undefined;
  const ordersRef = useRef(orders);
  ordersRef.current = orders;
  useEffect(() => {
    if (!isLoaded || !Number.isFinite(nextDue)) return;
    const timer = setTimeout(
      () => {
        for (const reminder of takeDueReminders()) {
          const order = ordersRef.current?.find((candidate) => candidate.id === reminder.orderId);
          if (order?.status === "new") announceOrder(order);
        }
      },
      Math.max(0, nextDue - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextDue, isLoaded]);
}

/** Every location's feed for the All locations dashboard; the default (the browser's) else. */
function liveFeedUrl(view: LocationView): string | undefined {
  if (view !== "all" || typeof window === "undefined") return undefined;
  return defaultRealtimeUrl(window.location, `?locations=${ALL_LOCATIONS}`);
}

/** The stack's orders belonged to the list followed before: another location's, or all. */
function useNewFeedClearsAlerts(feedKey: string): void {
  const followed = useRef(feedKey);
  useEffect(() => {
    if (followed.current === feedKey) return;
    followed.current = feedKey;
    dismissAllAlerts();
  }, [feedKey]);
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(query);
    const onChange = () => setMatches(media.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
