import { writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type PrinterTicket,
  TWIN_PROTOCOL_NAMES,
} from "../../src/server/sandbox/printers/twin-types";

/**
 * A printed ticket as a file a person (or a test) can open: `<time>-<job id>.txt`, a header
 * line naming the printer, media type and job, then the paper's text and a mark where the
 * paper was cut. The time is ISO 8601 with "-" for ":", which not every file system allows.
 */

const CUT_MARK = "-------- cut --------";

export function ticketFileName(ticket: PrinterTicket): string {
  const time = ticket.at.toISOString().replaceAll(":", "-");
  const jobId = ticket.jobId.replace(/[^A-Za-z0-9_.-]/g, "_") || "job";
  return `${time}-${jobId}.txt`;
}

export function ticketFileContent(ticket: PrinterTicket): string {
  const header = `# ${TWIN_PROTOCOL_NAMES[ticket.protocol]} | ${ticket.mediaType} | job ${ticket.jobId} | ${ticket.at.toISOString()}`;
  return [header, ticket.text, ...(ticket.cut ? [CUT_MARK] : [])].join("\n").concat("\n");
}

export type WriteTicketFileOptions = { directory: string; ticket: PrinterTicket };

/** Writes the ticket's file and returns its path; a reprint in the same millisecond gets "-2". */
export async function writeTicketFile({ directory, ticket }: WriteTicketFileOptions) {
  const name = ticketFileName(ticket);
  for (let copy = 1; ; copy += 1) {
    const file = path.join(directory, copy === 1 ? name : name.replace(/\.txt$/, `-${copy}.txt`));
    try {
      await writeFile(file, ticketFileContent(ticket), { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** One line for the terminal: when, which job, how long, and where its file is. */
export function describeTicket(ticket: PrinterTicket, file: string): string {
  const lines = ticket.lines.length === 1 ? "1 line" : `${ticket.lines.length} lines`;
  const time = ticket.at.toTimeString().slice(0, 8);
  return `${time} printed job ${ticket.jobId} (${ticket.mediaType}, ${lines}${ticket.cut ? ", cut" : ""}) → ${file}`;
}
