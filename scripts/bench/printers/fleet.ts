import { createHttpClient, type HttpClient } from "../http-client";
import type { PrinterSite } from "./instance";
import { type Schedule, startSchedule } from "./schedule";

/**
 * The printers, as Star CloudPRNT printers call (Star CloudPRNT protocol guide): each POSTs
 * its status every `pollMs` at its own phase; when told a job is ready it GETs it as plain
 * text and confirms it with DELETE, one call after the other, as the device does. A printer
 * whose turn comes while its last cycle is still going skips that turn. Beside them, staff
 * press Print once every `ticketMs` per printer (POST /api/orders/:id/print), at evenly
 * spread times, taking the printers in a shuffled order. Every call is timed and counted in the phase it began in; every job token
 * is kept, so a ticket printed twice or never shows.
 */
export type PhaseTally = {
  name: string;
  pollMs: number[];
  fetchMs: number[];
  confirmMs: number[];
  /** Staff's Print presses. */
  ticketMs: number[];
  jobReady: number;
  made: number;
  printed: number;
  confirmed: number;
  /** Told a job was ready, then answered 404 when it asked for it. */
  fetchMisses: number;
  errors: { poll: number; fetch: number; confirm: number; ticket: number };
  /** Turns a printer skipped because its last cycle had not ended. */
  skipped: number;
  /** What the first failed call said, to tell why. */
  firstError: string | null;
};

type Printer = PrinterSite & {
  pollBody: string;
  mac: string;
  isBusy: boolean;
  made: number;
  fetched: Set<string>;
  confirmed: Set<string>;
  duplicates: number;
};

export type Fleet = ReturnType<typeof startFleet>;

const newTally = (name: string): PhaseTally => ({
  name,
  pollMs: [],
  fetchMs: [],
  confirmMs: [],
  ticketMs: [],
  jobReady: 0,
  made: 0,
  printed: 0,
  confirmed: 0,
  fetchMisses: 0,
  errors: { poll: 0, fetch: 0, confirm: 0, ticket: 0 },
  skipped: 0,
  firstError: null,
});

function macOf(index: number): string {
  const hex = (index + 1).toString(16).padStart(6, "0");
  return `00:11:62:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}

export function startFleet({
  url,
  staffUrl,
  sites,
  pollMs,
  ticketMs,
}: {
  url: string;
  /** Where staff press Print: another instance, or the printers' own. */
  staffUrl: string;
  sites: readonly PrinterSite[];
  pollMs: number;
  ticketMs: number;
}) {
  // Up to a socket per printer, as each printer has its own connection: a slow answer to
  // one must not hold up another's poll in this process's queue for a free socket.
  const client = createHttpClient(url, {}, { maxSockets: sites.length + 256 });
  const staffClient = createHttpClient(staffUrl);
  const printers: Printer[] = sites.map((site, index) => {
    const mac = macOf(index);
    return {
      ...site,
      mac: encodeURIComponent(mac),
      // 23 86 …: the ASB status of a ready printer (paper in, cover closed).
      pollBody: JSON.stringify({
        statusCode: "200%20OK",
        printerMAC: mac,
        status: "23 86 00 00 00 00 00 00 00 ",
      }),
      isBusy: false,
      made: 0,
      fetched: new Set(),
      confirmed: new Set(),
      duplicates: 0,
    };
  });
  let tally = newTally("warm-up");
  let inFlight = 0;
  const track = async (work: Promise<void>) => {
    inFlight += 1;
    try {
      await work;
    } finally {
      inFlight -= 1;
    }
  };

  const polls = startSchedule({
    intervalMs: pollMs / printers.length,
    fire: (k) => {
      const printer = printers[k % printers.length] as Printer;
      if (printer.isBusy) {
        tally.skipped += 1;
        return;
      }
      void track(cycle(client, printer, tally));
    },
  });
  let tickets: Schedule | null = null;

  return {
    /** Counts from now on in a new phase; returns it. */
    beginPhase(name: string): PhaseTally {
      tally = newTally(name);
      polls.resetLag();
      tickets?.resetLag();
      return tally;
    },
    startTickets() {
      // Orders come to restaurants whatever the phase of their printers' polls: taken in
      // printer order, a second's tickets would all be fetched in the same fraction of each
      // poll interval.
      const order = shuffled(printers);
      tickets = startSchedule({
        intervalMs: ticketMs / printers.length,
        fire: (k) => void track(makeTicket(staffClient, order[k % order.length] as Printer, tally)),
      });
    },
    stopTickets() {
      tickets?.stop();
    },
    senderMaxLagMs: () => Math.max(polls.maxLagMs(), tickets?.maxLagMs() ?? 0),
    /** Stops calling; resolves when every call under way has ended. */
    async stop() {
      polls.stop();
      tickets?.stop();
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      client.close();
      staffClient.close();
    },
    /** Every ticket since the start: made, printed, and what went wrong. */
    ledger() {
      let made = 0;
      let printed = 0;
      let confirmed = 0;
      let duplicates = 0;
      let lost = 0;
      for (const printer of printers) {
        made += printer.made;
        printed += printer.fetched.size;
        confirmed += printer.confirmed.size;
        duplicates += printer.duplicates;
        lost += Math.max(0, printer.made - printer.confirmed.size);
      }
      return { made, printed, confirmed, duplicates, lost };
    },
  };
}

/** The same order in every run (a fixed seed), unrelated to the printers' own. */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  let seed = 20_261_127;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

async function timed<T>(samples: number[], call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  samples.push(performance.now() - started);
  return result;
}

/** One poll, and the job's fetch and confirmation when one is ready. */
async function cycle(client: HttpClient, printer: Printer, tally: PhaseTally): Promise<void> {
  printer.isBusy = true;
  let step: keyof PhaseTally["errors"] = "poll";
  try {
    const poll = await timed(tally.pollMs, () =>
      client.send("POST", printer.path, printer.pollBody, {}),
    );
    if (poll.status !== 200) throw new Error(`poll: ${poll.status} ${poll.body.slice(0, 200)}`);
    const answer = JSON.parse(poll.body) as { jobReady: boolean; jobToken?: string };
    if (!answer.jobReady || !answer.jobToken) return;
    tally.jobReady += 1;
    const job = `&mac=${printer.mac}&token=${answer.jobToken}`;
    step = "fetch";
    const fetched = await timed(tally.fetchMs, () =>
      client.request("GET", `${printer.path}&type=text/plain${job}`),
    );
    if (fetched.status === 404) {
      tally.fetchMisses += 1;
      return;
    }
    if (fetched.status !== 200) throw new Error(`fetch: ${fetched.status}`);
    tally.printed += 1;
    if (printer.fetched.has(answer.jobToken)) printer.duplicates += 1;
    printer.fetched.add(answer.jobToken);
    step = "confirm";
    const confirmed = await timed(tally.confirmMs, () =>
      client.request("DELETE", `${printer.path}&code=200%20OK${job}`),
    );
    if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
    tally.confirmed += 1;
    printer.confirmed.add(answer.jobToken);
  } catch (error) {
    tally.errors[step] += 1;
    tally.firstError ??= String(error);
  } finally {
    printer.isBusy = false;
  }
}

async function makeTicket(client: HttpClient, printer: Printer, tally: PhaseTally): Promise<void> {
  try {
    const reply = await timed(tally.ticketMs, () =>
      client.request(
        "POST",
        `/api/orders/${printer.orderId}/print`,
        { printerId: printer.printerId, layout: "receipt" },
        { cookie: printer.cookie },
      ),
    );
    if (reply.status !== 200) throw new Error(`print: ${reply.status} ${reply.body.slice(0, 200)}`);
    printer.made += 1;
    tally.made += 1;
  } catch (error) {
    tally.errors.ticket += 1;
    tally.firstError ??= String(error);
  }
}
