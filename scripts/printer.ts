import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PrinterTwin } from "../src/server/sandbox/printers/printer-twin";
import { type PollResult, TWIN_PROTOCOL_NAMES } from "../src/server/sandbox/printers/twin-types";
import { fail, readOptions, stringOptions } from "./cli";
import { describeTicket, writeTicketFile } from "./printer/ticket-file";

/**
 * `npm run printer -- --protocol star|epson --url URL …` runs a printer twin: it polls the
 * address OrderDock gave the printer exactly as a Star CloudPRNT or Epson Server Direct
 * Print printer does, and writes each ticket it prints to a file in `--out`. `--paper` and
 * `--cover` set what its sensors report; `--once` runs one poll cycle and exits. Commands
 * it does not know are skipped with a warning, so the rest of the ticket still prints.
 */
const USAGE =
  "Usage: npm run printer -- --protocol star|epson --url URL [--out DIR] [--interval SECONDS] [--paper ok|low|out] [--cover open|closed] [--user U --password P] [--id ID] [--mac MAC] [--once]";

const argsSchema = z
  .object({
    protocol: z.enum(["star", "epson"], "--protocol must be star or epson"),
    url: z.url({
      protocol: /^https?$/,
      error: "--url must be the printer's http:// or https:// address from OrderDock",
    }),
    out: z.string().min(1, "--out cannot be blank").default("./printer-tickets"),
    interval: z.coerce
      .number("--interval must be a number of seconds")
      .min(1, "--interval must be from 1 to 86400 seconds")
      .max(86_400, "--interval must be from 1 to 86400 seconds")
      .default(5),
    paper: z.enum(["ok", "low", "out"], "--paper must be ok, low or out").default("ok"),
    cover: z.enum(["open", "closed"], "--cover must be open or closed").default("closed"),
    user: z.string().optional(),
    password: z.string().optional(),
    id: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{0,30}$/, "--id must be up to 30 letters, digits, _ . or -")
      .optional(),
    mac: z
      .string()
      .regex(/^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/, "--mac must look like 00:11:62:aa:bb:cc")
      .optional(),
    once: z.boolean().default(false),
  })
  .refine((args) => (args.user === undefined) === (args.password === undefined), {
    message: "--user and --password go together",
  });

const STRING_OPTIONS = [
  "protocol",
  "url",
  "out",
  "interval",
  "paper",
  "cover",
  "user",
  "password",
  "id",
  "mac",
];

const args = readOptions(
  argsSchema,
  { ...stringOptions(STRING_OPTIONS), once: { type: "boolean" } },
  USAGE,
  { code: 2 },
);
const directory = path.resolve(args.out);
try {
  mkdirSync(directory, { recursive: true });
} catch (error) {
  fail(`Cannot write tickets to ${directory}: ${String(error)}`, 1);
}

const clock = () => new Date().toTimeString().slice(0, 8);
let lastCondition = "";

/** Failed jobs and an offline printer are worth a line; idle polls are not. */
function reportPoll(result: PollResult): void {
  const condition = result.kind === "offline" ? result.statusCode : "";
  if (condition && condition !== lastCondition) {
    process.stdout.write(`${clock()} a job waits; the printer is offline (${condition})\n`);
  }
  lastCondition = condition;
  if (result.kind !== "jobs") return;
  for (const job of result.jobs.filter((job) => !job.isPrinted)) {
    process.stdout.write(`${clock()} job ${job.jobId} not printed: ${job.code}\n`);
  }
  if (!result.isConfirmed) process.stdout.write(`${clock()} lost power before confirming\n`);
}

const twin = new PrinterTwin({
  protocol: args.protocol,
  url: args.url,
  intervalMs: args.interval * 1000,
  mac: args.mac,
  printerId: args.id,
  user: args.user,
  password: args.password,
  state: { paper: args.paper, coverOpen: args.cover === "open" },
  isLenient: true,
  log: (line) => process.stderr.write(`${clock()} ${line}\n`),
  onPoll: reportPoll,
  onTicket: async (ticket) => {
    const file = await writeTicketFile({ directory, ticket });
    const relative = path.relative(process.cwd(), file);
    const shown = relative.startsWith("..") ? file : relative;
    process.stdout.write(`${describeTicket(ticket, shown)}\n`);
  },
});

const every = args.once ? "once" : `every ${args.interval} s`;
process.stdout.write(
  `${TWIN_PROTOCOL_NAMES[args.protocol]} printer twin polling ${every}; tickets go to ${directory}${args.once ? "" : " (Ctrl-C stops)"}\n`,
);
if (args.once) {
  const result = await twin.pollOnce();
  if (result.kind === "idle") process.stdout.write("Nothing to print\n");
  process.exit(result.kind === "error" ? 1 : 0);
}
twin.start();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    process.stdout.write("Stopping after the current poll…\n");
    void twin.stop().then(() => process.exit(0));
  });
}
