import type { Platform } from "@/domain/platforms";

/**
 * Every word the Platform Connections screen shows, kept together so the screen, its tests
 * and the browser tests agree on them. Prescribed titles are copied exactly.
 */
export const PLATFORMS_TEXT = {
  title: "Platform Connections",
  subtitle: "Bring the orders of every channel into one dashboard",
  backToDashboard: "Back to Dashboard",
  tabsLabel: "Platforms",
  /** Read after a tab's name by screen readers; the green dot says it to everyone else. */
  connectedMarker: "connected",
  signedOut: {
    title: "Authentication Required",
    description: "Please sign in to manage your platform connections.",
    goToLogin: "Go to Login",
  },
  details: {
    loading: "Loading the connection details",
    loadFailed: "The connection details could not be loaded.",
    retry: "Try again",
  },
  form: {
    apiKey: "API Key",
    storeUrl: "Store URL",
    storeUrlPlaceholder: "https://your-store.myshopify.com",
    siteUrl: "Site URL",
    siteUrlPlaceholder: "https://your-shop.example.com",
    consumerKey: "Consumer Key",
    consumerKeyPlaceholder: "ck_…",
    consumerSecret: "Consumer Secret",
    consumerSecretPlaceholder: "cs_…",
    secretSaved: "Saved — enter a new secret to replace it",
    apiKeyPlaceholder: (platformName: string) => `Paste your ${platformName} API key`,
    /** The saved key, masked by the server ("••••1234"), stands in for the value. */
    savedKeyPlaceholder: (masked: string) => `${masked} saved — enter a new key to replace it`,
    apiKeyRequired: "Enter your API key",
    consumerSecretRequired: "Enter your consumer secret",
    save: "Save and Connect",
    saving: "Saving...",
    enable: (platformName: string) => `Enable ${platformName}`,
    enableHint: "When off, OrderDock ignores orders from this platform.",
    stepsTitle: "How to connect",
    webhookUrl: "Webhook URL",
    webhookUrlHint: (platformName: string) =>
      `Paste this address into ${platformName} so it sends your orders to OrderDock.`,
    copy: "Copy",
    copyWebhookUrl: "Copy webhook URL",
  },
  /** Not "Not connected": a page search for Uber Eats' 'Not Connected' notice must find one. */
  status: { connected: "Connected", notConnected: "Off" },
} as const;

export const UBER_EATS_TEXT = {
  description: "Receive your Uber Eats orders on the Orders Dashboard.",
  connectedTitle: "Connected to Uber Eats",
  connectedDescription: "OrderDock receives the orders of your Uber Eats store.",
  agreementRequiredTitle: "Merchant Agreement Required",
  agreementRequiredDescription:
    "Accept the Uber Eats merchant agreement so OrderDock may receive and manage your Uber Eats orders.",
  acceptAgreement: "Accept Agreement",
  accepting: "Accepting...",
  agreementAccepted: (when: string) => `Merchant agreement accepted on ${when}`,
  disconnect: "Disconnect Uber Eats",
  disconnecting: "Disconnecting...",
  notConnectedTitle: "Not Connected",
  notConnectedDescription:
    "OrderDock is not receiving your Uber Eats orders yet. Connecting takes about a minute.",
  stepsTitle: "How connecting works",
  steps: [
    "You are redirected to Uber Eats.",
    "Sign in to your Uber Eats merchant account and authorize OrderDock.",
    "You are redirected back to this page.",
    "Choose the store OrderDock runs, and activate it.",
    "New Uber Eats orders start arriving on your Orders Dashboard.",
  ],
  connect: "Connect to Uber Eats",
  connecting: "Connecting...",
  chooseStoreTitle: "Choose your Uber Eats store",
  chooseStoreDescription:
    "Uber Eats lists the stores you manage. OrderDock becomes the order manager of the one you choose: it accepts and rejects that store's orders.",
  activate: "Activate this store",
  activating: "Activating...",
  activateFailed: "Activation failed",
  activateFailedDescription: "Uber Eats did not activate the store. Please try again.",
  activated: (name: string) => `Uber Eats store ${name} is activated: OrderDock accepts its orders`,
} as const;

/** The go-live check on a connected platform, word for word. */
export const GO_LIVE_TEXT = {
  title: "Go-live check",
  description:
    "Makes the platform's harmless read calls now and says what works. Nothing on the platform changes.",
  run: "Run go-live check",
  checking: "Checking...",
  failed: "The check could not be run. Please try again.",
  allClear: (target: "platform" | "twin") =>
    target === "twin"
      ? "Every point holds against the platform's twin."
      : "Every point holds: ready to go live.",
  someFailed: (count: number, target: "platform" | "twin") =>
    `${count} point${count === 1 ? "" : "s"} need${count === 1 ? "s" : ""} attention${target === "twin" ? " (checked against the platform's twin)" : ""}.`,
  points: {
    credentials: {
      ok: "Credentials valid",
      failed: "Credentials refused",
      unchecked: "Credentials not checked",
    },
    scopes: { ok: "Scopes granted", failed: "Scopes missing", unchecked: "Scopes not checked" },
    activated: {
      ok: "Store activated",
      failed: "Store not activated",
      unchecked: "Activation not checked",
    },
    store: {
      ok: "Store id known",
      failed: "Store id not known",
      unchecked: "Store id not checked",
    },
    webhook: {
      ok: "Webhooks reaching OrderDock",
      failed: "No webhook received",
      unchecked: "Webhooks not checked",
    },
  },
} as const;

export const WEBSITE_TEXT = {
  description: "Take orders on your own website with OrderDock's order form.",
  embedCode: "Embed code",
  embedCodeHint: "Paste it into your website's HTML where the order form should appear.",
  copyCode: "Copy Code",
  enable: "Enable website order form",
  enableHint: "When off, the form on your website tells customers ordering is closed.",
  stepsTitle: "How to use it",
  steps: [
    "Select Copy Code.",
    "Paste the code into your website's HTML where the order form should appear.",
    "Turn on Enable website order form.",
    "Orders placed on your website arrive on your Orders Dashboard.",
  ],
  sample: "See it on a sample page",
} as const;

/** Per platform: what the card says and the steps for finding the key. */
export const PLATFORM_GUIDES: Record<
  Exclude<Platform, "ubereats" | "website">,
  { description: string; apiKeyHint?: string; steps: readonly string[] }
> = {
  doordash: {
    description: "Receive your DoorDash orders on the Orders Dashboard.",
    apiKeyHint: "The authentication token DoorDash sends with every order.",
    steps: [
      "Sign in to the DoorDash Developer Portal and open Webhooks.",
      "Add an endpoint and paste the webhook URL below as its address.",
      "Choose an authentication token for the endpoint and copy it.",
      "Paste the token into API Key and select Save and Connect.",
    ],
  },
  grubhub: {
    description: "Receive your Grubhub orders on the Orders Dashboard.",
    apiKeyHint: "The signing secret Grubhub signs every order with.",
    steps: [
      "Ask Grubhub for Restaurants support or your account manager for API access.",
      "In the Grubhub partner portal, register the webhook URL below for new orders.",
      "Copy the webhook signing secret Grubhub gives you.",
      "Paste it into API Key and select Save and Connect.",
    ],
  },
  shopify: {
    description: "Receive the orders of your Shopify store on the Orders Dashboard.",
    apiKeyHint:
      "Your webhook signing secret: Shopify shows it under Settings → Notifications → Webhooks, after 'Your webhooks will be signed with'.",
    steps: [
      "In your Shopify admin, open Settings → Notifications → Webhooks.",
      "Create a webhook: event 'Order creation', format JSON, and the webhook URL below as its URL.",
      "Copy the signing secret shown under the webhooks into API Key.",
      "Enter your store URL and select Save and Connect.",
    ],
  },
  woocommerce: {
    description: "Receive the orders of your WooCommerce shop on the Orders Dashboard.",
    steps: [
      "In WordPress, open WooCommerce → Settings → Advanced → REST API and add a key with Read access.",
      "Copy its consumer key and consumer secret into the fields above, with your site URL.",
      "Open WooCommerce → Settings → Advanced → Webhooks and add a webhook with topic 'Order created' (order.created).",
      "Paste the webhook URL below as its delivery URL and your consumer secret as its secret, set it Active, then save.",
      "Select Save and Connect here.",
    ],
  },
};

/** The toasts, word for word. */
export const PLATFORMS_TOASTS = {
  updated: { title: "Connection updated" },
  updateFailed: {
    title: "Update failed",
    description: "Failed to update platform connection. Please try again.",
  },
  connectFailed: {
    title: "Connection failed",
    description: "Failed to connect to Uber Eats. Please try again.",
  },
  agreementAccepted: { title: "Agreement accepted" },
  agreementFailed: {
    title: "Failed to accept agreement",
    description: "Please try again or contact support.",
  },
  disconnected: { title: "Platform disconnected" },
  disconnectFailed: {
    title: "Disconnection failed",
    description: "Failed to disconnect platform. Please try again.",
  },
  embedCopied: { title: "Copied!", description: "Embed code copied to clipboard" },
  webhookCopied: { title: "Copied!", description: "Webhook URL copied to clipboard" },
  copyFailed: {
    title: "Copy failed",
    description: "Select the text and copy it with your keyboard instead.",
  },
} as const;

/**
 * The delivery log at the foot of each webhook tab: what the platform sent and what
 * OrderDock did with it. The status labels come from DELIVERY_STATUS_LABELS.
 */
export const DELIVERY_LOG_TEXT = {
  title: "Deliveries",
  description: (platformName: string) =>
    `Every order message ${platformName} sent to OrderDock, newest first, and what OrderDock did with it.`,
  empty: (platformName: string) =>
    `No deliveries yet. When ${platformName} sends an order, it appears here.`,
  loading: "Loading the deliveries",
  loadFailed: "The deliveries could not be loaded.",
  retry: "Try again",
  refresh: "Refresh",
  refreshing: "Refreshing...",
  showOlder: "Show older",
  loadingOlder: "Loading older...",
  olderFailed: "The older deliveries could not be loaded.",
  unknownEvent: "Unknown event",
  orderNumber: (orderNumber: string) => `Order #${orderNumber}`,
  attempts: (count: number) => `×${count}`,
  attemptsSpoken: (count: number) => `Sent ${count} times`,
  showPayload: "Show payload",
  processAgain: "Process again",
  processing: "Processing...",
  payload: {
    title: "Delivery payload",
    description: (event: string, when: string) => `${event}, received ${when}`,
    loading: "Loading the payload",
    loadFailed: "The payload could not be loaded.",
    body: "Body",
    bodyLabel: "Body as received",
    noBody:
      "OrderDock did not keep this delivery's body: its signature did not match, it arrived empty, or it was refused longer ago than refused bodies are kept.",
    notJson: "The body is not JSON, so it is shown as it arrived.",
    cut: (shown: string, total: string) =>
      `Showing the first ${shown} of ${total} characters. Copy the body to see all of it.`,
    headers: "Headers",
    noHeaders: "No headers were kept.",
    copy: "Copy body",
    close: "Close",
  },
} as const;

export const DELIVERY_LOG_TOASTS = {
  processed: (summary: string | null) => ({
    title: "Delivery processed",
    ...(summary && { description: summary }),
  }),
  /** The run finished but the delivery was refused or failed again. */
  stillFailing: (reason: string) => ({ title: "Delivery not processed", description: reason }),
  processFailed: (reason: string) => ({
    title: "Could not process the delivery",
    description: reason,
  }),
  processFailedFallback: "Please try again.",
  payloadCopied: { title: "Copied!", description: "Body copied to clipboard" },
} as const;
