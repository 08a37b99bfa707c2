import type { BrowserForward } from "./events/browser-forward";
import type { EventDefinition } from "./events/event-definition";
import { sessionsEnded } from "./modules/auth/session-events";
import { menuChanged, menuForBrowsers } from "./modules/menu/menu-events";
import { orderChanged, orderForBrowsers } from "./modules/orders/order-events";
import { peopleChanged, peopleForBrowsers } from "./modules/people/people-events";
import { printersChanged, printersForBrowsers } from "./modules/printing/printer-events";
import { storeChanged, storeForBrowsers } from "./modules/store/store-events";

/**
 * The kinds of event OrderDock's modules declare, each in its own module: the bus carries
 * these and no other (docs/architecture.md, "Events").
 */
export const APP_EVENTS: readonly EventDefinition[] = [
  orderChanged,
  sessionsEnded,
  storeChanged,
  menuChanged,
  printersChanged,
  peopleChanged,
];

/**
 * What the realtime hub passes on to a restaurant's browsers: orders, store controls, the
 * menu's marketplace answers, printers and the team. Sessions ending close sockets instead.
 */
export const BROWSER_FORWARDS: readonly BrowserForward[] = [
  orderForBrowsers,
  storeForBrowsers,
  menuForBrowsers,
  printersForBrowsers,
  peopleForBrowsers,
];
