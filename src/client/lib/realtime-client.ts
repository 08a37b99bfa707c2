import {
  CLOSE_FORBIDDEN,
  CLOSE_RESYNC,
  CLOSE_UNAUTHORIZED,
  type ClientMessage,
  menuMessageSchema,
  type OrderMessage,
  orderMessageSchema,
  peopleMessageSchema,
  printersMessageSchema,
  storeMessageSchema,
} from "../../domain/realtime";

/** The client sends PING every 15 s while the socket is open. */
export const PING_INTERVAL_MS = 15_000;
/** The first reconnect waits 5 s ... */
export const RETRY_FIRST_DELAY_MS = 5_000;
/** ... each further one 1.5 times longer ... */
export const RETRY_FACTOR = 1.5;
/** ... up to 30 s. */
export const RETRY_MAX_DELAY_MS = 30_000;
/** After 10 failed attempts in a row ... */
export const RETRY_ATTEMPTS_BEFORE_PAUSE = 10;
/** ... it waits 60 s and starts the schedule again at 5 s. */
export const RETRY_PAUSE_MS = 60_000;

/**
 * The wait before the next connection attempt when `attempt` attempts in a row have
 * failed since the last successful open: 5 s, 7.5 s, 11.25 s ... x1.5 capped at 30 s, and
 * the 60 s pause once 10 have failed (the client then counts from 0 again). Whole
 * milliseconds (25 312.5 ms rounds to 25 313).
 */
export function retryDelay(attempt: number): number {
  if (attempt >= RETRY_ATTEMPTS_BEFORE_PAUSE) return RETRY_PAUSE_MS;
  return Math.round(Math.min(RETRY_FIRST_DELAY_MS * RETRY_FACTOR ** attempt, RETRY_MAX_DELAY_MS));
}

/**
 * "idle": not started, stopped, or given up (4401/4403); "connecting": a socket is being
 * opened; "open": connected; "waiting": a retry is due later or the tab is hidden.
 */
export type RealtimeStatus = "idle" | "connecting" | "open" | "waiting";

/** The part of a browser WebSocket the client uses, so tests can hand in a fake. */
export type RealtimeSocket = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

type Listenable = Pick<EventTarget, "addEventListener" | "removeEventListener">;
export type RealtimeDocument = Listenable & { readonly visibilityState: DocumentVisibilityState };
export type RealtimeWindow = Listenable & {
  readonly location: Pick<Location, "protocol" | "host">;
};

export type RealtimeClientOptions = {
  /** Default: /ws on the page's host, wss: when the page is https:. */
  url?: string;
  /** NEW_ORDER and ORDER_STATUS_CHANGED; PONG and malformed frames never get here. */
  onMessage?: (message: OrderMessage) => void;
  /**
   * STORE_STATUS_CHANGED: a pause or busy spell changed, or a platform answered one; `notice`
   * says what OrderDock did by itself.
   */
  onStoreChanged?: (notice?: string) => void;
  /** MENU_CHANGED: a marketplace answered an 86, a return or a publish. */
  onMenuChanged?: () => void;
  /** PRINTERS_CHANGED: a printer went offline or came back, or its jobs changed. */
  onPrintersChanged?: () => void;
  /** PEOPLE_CHANGED: the team changed, perhaps the signed-in person's own role. */
  onPeopleChanged?: () => void;
  /** After every successful open, the first and each reconnect: reload the orders. */
  onConnected?: () => void;
  /** The server closed with 4401 (no valid session). The client does not retry. */
  onUnauthorized?: () => void;
  onStatusChange?: (status: RealtimeStatus) => void;
  createSocket?: (url: string) => RealtimeSocket;
  document?: RealtimeDocument;
  window?: RealtimeWindow;
};

/** `search` ("?locations=all") asks for another feed than the browser's location's. */
export function defaultRealtimeUrl(
  location: Pick<Location, "protocol" | "host">,
  search = "",
): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws${search}`;
}

/**
 * The real-time connection: opens only while the tab is visible, reconnects at once
 * on focus or when the tab becomes visible, PINGs every 15 s, and after a close retries on
 * the schedule of `retryDelay`. Timers are the global ones, so fake timers drive it.
 */
export class RealtimeClient {
  #status: RealtimeStatus = "idle";
  #isStarted = false;
  #socket: RealtimeSocket | null = null;
  #failedAttempts = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  readonly #options: RealtimeClientOptions;
  readonly #document: RealtimeDocument;
  readonly #window: RealtimeWindow;
  readonly #url: string;

  constructor(options: RealtimeClientOptions = {}) {
    this.#options = options;
    this.#document = options.document ?? document;
    this.#window = options.window ?? window;
    this.#url = options.url ?? defaultRealtimeUrl(this.#window.location);
  }

  get status(): RealtimeStatus {
    return this.#status;
  }

  start(): void {
    if (this.#isStarted) return;
    this.#isStarted = true;
    this.#failedAttempts = 0;
    this.#window.addEventListener("focus", this.#reconnectNow);
    this.#document.addEventListener("visibilitychange", this.#reconnectNow);
    this.#connect();
  }

  stop(): void {
    this.#halt();
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000, "Client stopped");
  }

  /** Focus or visibility: the user is looking, so do not make them wait for the schedule. */
  readonly #reconnectNow = (): void => {
    if (this.#status !== "waiting" || !this.#isVisible()) return;
    clearTimeout(this.#retryTimer);
    this.#failedAttempts = 0;
    this.#connect();
  };

  #isVisible(): boolean {
    return this.#document.visibilityState === "visible";
  }

  #connect(): void {
    this.#retryTimer = undefined;
    // A hidden tab opens nothing; the visibilitychange listener connects when it shows.
    if (!this.#isVisible()) {
      this.#setStatus("waiting");
      return;
    }
    this.#setStatus("connecting");
    let socket: RealtimeSocket;
    try {
      socket = (this.#options.createSocket ?? ((url) => new WebSocket(url)))(this.#url);
    } catch (error) {
      // A bad URL or a blocked connection throws at once; count it like a failed attempt.
      console.warn("Could not open the real-time connection", error);
      this.#closed(1006);
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      if (socket !== this.#socket) return;
      this.#failedAttempts = 0;
      this.#pingTimer = setInterval(() => this.#send({ type: "PING" }), PING_INTERVAL_MS);
      this.#setStatus("open");
      this.#options.onConnected?.();
    };
    socket.onmessage = (event) => {
      if (socket === this.#socket) this.#receive(event.data);
    };
    socket.onclose = (event) => {
      if (socket === this.#socket) this.#closed(event.code);
    };
  }

  #send(message: ClientMessage): void {
    this.#socket?.send(JSON.stringify(message));
  }

  #receive(data: unknown): void {
    if (typeof data !== "string") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const store = storeMessageSchema.safeParse(parsed);
    if (store.success) {
      this.#options.onStoreChanged?.(store.data.notice);
      return;
    }
    if (menuMessageSchema.safeParse(parsed).success) {
      this.#options.onMenuChanged?.();
      return;
    }
    if (printersMessageSchema.safeParse(parsed).success) {
      this.#options.onPrintersChanged?.();
      return;
    }
    if (peopleMessageSchema.safeParse(parsed).success) {
      this.#options.onPeopleChanged?.();
      return;
    }
    // PONG and anything unknown or malformed fail the schema and are dropped.
    const message = orderMessageSchema.safeParse(parsed);
    if (message.success) this.#options.onMessage?.(message.data);
  }

  #closed(code: number): void {
    const wasOpen = this.#status === "open";
    clearInterval(this.#pingTimer);
    this.#socket = null;
    if (code === CLOSE_UNAUTHORIZED) {
      this.#halt();
      this.#options.onUnauthorized?.();
      return;
    }
    // No restaurant (an administrator) or another site's page: retrying cannot help.
    if (code === CLOSE_FORBIDDEN) {
      this.#halt();
      return;
    }
    if (code === CLOSE_RESYNC && wasOpen) {
      // The server's event feed is back and asks us to catch up (decision 012). The server
      // is healthy, so waiting 5 s would only delay the reload and the next events.
      this.#scheduleRetry(0);
      return;
    }
    const delay = retryDelay(this.#failedAttempts);
    this.#failedAttempts =
      this.#failedAttempts >= RETRY_ATTEMPTS_BEFORE_PAUSE ? 0 : this.#failedAttempts + 1;
    this.#scheduleRetry(delay);
  }

  #scheduleRetry(delay: number): void {
    this.#setStatus("waiting");
    this.#retryTimer = setTimeout(() => this.#connect(), delay);
  }

  /** Stops timers and listeners; the socket, if any, is the caller's business. */
  #halt(): void {
    this.#isStarted = false;
    clearTimeout(this.#retryTimer);
    clearInterval(this.#pingTimer);
    this.#retryTimer = undefined;
    this.#pingTimer = undefined;
    this.#window.removeEventListener("focus", this.#reconnectNow);
    this.#document.removeEventListener("visibilitychange", this.#reconnectNow);
    this.#setStatus("idle");
  }

  #setStatus(status: RealtimeStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.onStatusChange?.(status);
  }
}
