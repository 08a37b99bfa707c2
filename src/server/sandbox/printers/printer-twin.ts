import { EpsonSdpDevice } from "./epson-sdp-device";
import { StarCloudPrntDevice } from "./star-cloudprnt-device";
import { createTwinHttp, describeError } from "./twin-http";
import type {
  DeviceContext,
  PollResult,
  PrinterTicket,
  TwinDevice,
  TwinProtocol,
  TwinState,
} from "./twin-types";

/**
 * A printer twin: a program that polls OrderDock exactly as a Star CloudPRNT or an Epson
 * Server Direct Print printer does, and hands each ticket it prints to `onTicket`. It is
 * the product a restaurant tries OrderDock with before buying a printer, and what tests
 * watch tickets come out of.
 *
 * Like the printer, it never gives up: a failed poll is logged and tried again at the next
 * interval. It polls, fetches and confirms one cycle at a time, and `stop()` waits for the
 * cycle in progress and leaves no timer behind.
 */

export type PrinterTwinOptions = {
  protocol: TwinProtocol;
  /** The address set on the printer, secret and all; kept exactly as given. */
  url: string;
  /** Time between polls; printers default to 5 s. */
  intervalMs?: number;
  /** Star: the MAC address it reports. */
  mac?: string;
  /** Epson: the ID set on the printer (sent as `ID`; may be empty). */
  printerId?: string;
  /** Epson: the printer's device ID, named by jobs in `<devid>`. */
  deviceId?: string;
  /** Sent as HTTP Basic on every request when set. */
  user?: string;
  password?: string;
  onTicket: (ticket: PrinterTicket) => void | Promise<void>;
  /** After every poll cycle, with what it did. */
  onPoll?: (result: PollResult) => void;
  state?: Partial<TwinState>;
  fetch?: typeof fetch;
  /** Skip commands the twin does not know, with a warning, instead of failing the job. */
  isLenient?: boolean;
  log?: (line: string) => void;
  requestTimeoutMs?: number;
};

export const DEFAULT_INTERVAL_MS = 5000;
export const DEFAULT_MAC = "00:11:62:aa:bb:cc";
export const DEFAULT_DEVICE_ID = "local_printer";

export class PrinterTwin {
  readonly protocol: TwinProtocol;
  readonly intervalMs: number;
  private readonly device: TwinDevice;
  private readonly log: (line: string) => void;
  private readonly onPoll: (result: PollResult) => void;
  private currentState: TwinState;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private isRunning = false;
  private isPolling = false;
  private isCrashPending = false;

  constructor(options: PrinterTwinOptions) {
    this.protocol = options.protocol;
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.currentState = { paper: "ok", coverOpen: false, ...options.state };
    this.log = options.log ?? ((line) => process.stderr.write(`[printer twin] ${line}\n`));
    this.onPoll = options.onPoll ?? (() => {});
    const context: DeviceContext = {
      url: options.url,
      intervalMs: this.intervalMs,
      state: () => ({ ...this.currentState }),
      send: createTwinHttp({
        fetch: options.fetch ?? globalThis.fetch,
        user: options.user,
        password: options.password,
        timeoutMs: options.requestTimeoutMs ?? 30_000,
      }),
      takeCrash: () => {
        const isCrash = this.isCrashPending;
        this.isCrashPending = false;
        return isCrash;
      },
      onTicket: async (ticket) => {
        // The paper has come out whatever the listener does with it.
        await Promise.resolve(options.onTicket(ticket)).catch((error: unknown) =>
          this.log(`Handling ticket ${ticket.jobId} failed: ${describeError(error)}`),
        );
      },
      onUnknownCommand: options.isLenient ? (message) => this.log(message) : undefined,
      log: this.log,
    };
    this.device =
      options.protocol === "star"
        ? new StarCloudPrntDevice(context, options.mac ?? DEFAULT_MAC)
        : new EpsonSdpDevice(context, {
            id: options.printerId ?? "",
            deviceId: options.deviceId ?? DEFAULT_DEVICE_ID,
          });
  }

  get state(): TwinState {
    return { ...this.currentState };
  }

  /** Polls now, then every interval until `stop()`. */
  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    void this.tick();
  }

  async stop(): Promise<void> {
    this.isRunning = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.queue;
  }

  /** One full cycle (poll, fetch, print, confirm); never throws. */
  async pollOnce(): Promise<PollResult> {
    const result = await this.enqueue(() => this.device.cycle()).catch(
      (error: unknown): PollResult => ({ kind: "error", message: describeError(error) }),
    );
    if (result.kind === "error") this.log(`Poll failed: ${result.message}`);
    try {
      this.onPoll(result);
    } catch (error) {
      this.log(`Handling the poll's result failed: ${describeError(error)}`);
    }
    return result;
  }

  /** New sensor readings; a running printer tells the server straight away. */
  setState(state: Partial<TwinState>): void {
    this.currentState = { ...this.currentState, ...state };
    if (!this.isRunning) return;
    void this.enqueue(() => this.device.reportChange()).catch((error: unknown) =>
      this.log(`Reporting the new state failed: ${describeError(error)}`),
    );
  }

  /** The next job is fetched and printed, then the printer loses power before confirming. */
  crashAfterFetchOnce(): void {
    this.isCrashPending = true;
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (!this.isRunning || this.isPolling) return;
    this.isPolling = true;
    await this.pollOnce();
    this.isPolling = false;
    if (this.isRunning && !this.timer)
      this.timer = setTimeout(() => void this.tick(), this.intervalMs);
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
