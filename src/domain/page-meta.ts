/**
 * The public pages' titles and descriptions. The server writes them, with Open
 * Graph tags, into the HTML it sends for each page, so links shared on social sites and
 * search engines see them without running the app; the client sets the same title when
 * staff move between pages.
 */
export type PageMeta = { title: string; description: string };

export const SITE_NAME = "OrderDock";

export const PUBLIC_PAGE_META = {
  "/": {
    title: "OrderDock — every delivery and online order in one live dashboard",
    description:
      "OrderDock brings Uber Eats, DoorDash, Grubhub, Shopify, WooCommerce and website orders into one live dashboard, with kitchen printing and analytics. 14-day free trial, no credit card.",
  },
  "/features": {
    title: "Features — OrderDock",
    description:
      "One order board for every platform, live updates, kitchen tickets printed from the browser, and analytics: see how OrderDock runs a restaurant's order desk.",
  },
  "/pricing": {
    title: "Pricing — OrderDock",
    description:
      "Simple monthly plans for restaurants, each with a 14-day free trial, no credit card and printer integration included.",
  },
  "/privacy": {
    title: "Privacy Policy — OrderDock",
    description:
      "What OrderDock collects, why, how long we keep it, who we share it with, and the rights you have over your data.",
  },
  "/terms": {
    title: "Terms of Service — OrderDock",
    description:
      "The terms for using OrderDock's restaurant order-management service: trial, accounts, acceptable use, platform data, fees, liability and termination.",
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PUBLIC_PAGE_META;

/** The public page a request path names ("/pricing/" is "/pricing"), or null. */
export function publicPath(pathname: string): PublicPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.hasOwn(PUBLIC_PAGE_META, path) ? (path as PublicPath) : null;
}

export function publicPageMeta(pathname: string): PageMeta | null {
  const path = publicPath(pathname);
  return path ? PUBLIC_PAGE_META[path] : null;
}

/** Any path the client has no page for: the not-found page, sent with status 404. */
export const NOT_FOUND_PAGE_META: PageMeta = {
  title: "404 Page Not Found — OrderDock",
  description: "There is no page at this address. OrderDock's home page is one click away.",
};

/**
 * The sign-up screens' tab titles. They are not pre-rendered (each visit is someone's own
 * sign-up), so only the client sets them.
 */
export const SIGN_UP_PAGE_TITLES = {
  "/signup": "Start your free trial — OrderDock",
  "/verify-email": "Confirm your email — OrderDock",
} as const;
