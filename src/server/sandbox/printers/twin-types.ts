import type { PaperLine } from "./paper";

/** The two cloud printers a twin can stand in for. */
export type TwinProtocol = "star" | "epson";

export const TWIN_PROTOCOL_NAMES: Record<TwinProtocol, string> = {
  star: "Star CloudPRNT",
  epson: "Epson Server Direct Print",
};

/** The paper and cover as the twin's sensors report them. */
export type TwinState = { paper: "ok" | "low" | "out"; coverOpen: boolean };

/** One ticket that came out of the twin. */
export type PrinterTicket = {
  at: Date;
  protocol: TwinProtocol;
  /** Star: the job token (or a number of the twin's own when none came); Epson: printjobid. */
  jobId: string;
  mediaType: string;
  /** As it stands on the paper, one line per printed line. */
  text: string;
  lines: PaperLine[];
  cut: boolean;
  /** The job as it arrived: StarPRNT bytes, plain text or ePOS-Print XML. */
  raw: Buffer | string;
};

/** How one job went: printed, or failed with the code the printer reports. */
export type JobResult = {
  jobId: string;
  mediaType: string;
  isPrinted: boolean;
  /** Star: the confirmation code ("200 OK", "511 …"); Epson: the response code ("" when printed). */
  code: string;
  ticket: PrinterTicket | null;
};

/** What one poll cycle did. */
export type PollResult =
  /** Nothing to print. */
  | { kind: "idle" }
  /** A job waits but the printer cannot print (paper out, cover open), so it did not fetch it. */
  | { kind: "offline"; statusCode: string }
  /** Jobs fetched; confirmed unless the twin was told to crash after fetching. */
  | { kind: "jobs"; jobs: JobResult[]; isConfirmed: boolean }
  /** The server could not be reached or answered with an error: tried again next time. */
  | { kind: "error"; message: string };

/** What a protocol's device gets from the twin that drives it. */
export type DeviceContext = {
  url: string;
  intervalMs: number;
  state: () => TwinState;
  send: (request: TwinRequest) => Promise<TwinResponse>;
  /** True once after `crashAfterFetchOnce()`: print, then lose power before confirming. */
  takeCrash: () => boolean;
  onTicket: (ticket: PrinterTicket) => Promise<void>;
  /** Skips unknown commands with a warning when the twin is lenient; absent, they fail the job. */
  onUnknownCommand?: (message: string) => void;
  log: (line: string) => void;
};

export type TwinDevice = {
  /** One full cycle: poll, fetch, print, confirm. */
  cycle(): Promise<PollResult>;
  /** Tells the server about a new state, as the printer does as soon as a sensor changes. */
  reportChange(): Promise<unknown>;
};

export type TwinRequest = {
  method: "GET" | "POST" | "DELETE";
  url: string;
  contentType?: string;
  body?: string;
};

export type TwinResponse = { status: number; contentType: string; headers: Headers; body: Buffer };
