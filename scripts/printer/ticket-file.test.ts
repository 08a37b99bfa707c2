import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { PrinterTicket } from "../../src/server/sandbox/printers/twin-types";
import { describeTicket, ticketFileName, writeTicketFile } from "./ticket-file";

const ticket: PrinterTicket = {
  at: new Date("2025-03-04T18:05:09.123Z"),
  protocol: "star",
  jobId: "job 42/a",
  mediaType: "application/vnd.star.starprnt",
  text: "#4821\n2x Pad Thai",
  lines: [
    { text: "#4821", large: true, align: "center", spans: [] },
    { text: "2x Pad Thai", large: false, align: "left", spans: [] },
  ],
  cut: true,
  raw: Buffer.from(""),
};

const directories: string[] = [];
afterEach(async () => {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true })));
});

describe("ticket files", () => {
  it("names the file by its time and job, with characters every file system takes", () => {
    expect(ticketFileName(ticket)).toBe("2025-03-04T18-05-09.123Z-job_42_a.txt");
  });

  it("writes a header, the paper's text and the cut, and never overwrites a reprint", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "orderdock-tickets-"));
    directories.push(directory);

    const first = await writeTicketFile({ directory, ticket });
    const second = await writeTicketFile({ directory, ticket });

    expect(path.basename(second)).toBe("2025-03-04T18-05-09.123Z-job_42_a-2.txt");
    expect(await readFile(first, "utf8")).toBe(
      [
        "# Star CloudPRNT | application/vnd.star.starprnt | job job 42/a | 2025-03-04T18:05:09.123Z",
        "#4821",
        "2x Pad Thai",
        "-------- cut --------",
        "",
      ].join("\n"),
    );
    expect(describeTicket(ticket, "t.txt")).toMatch(
      /^\d\d:\d\d:\d\d printed job job 42\/a \(application\/vnd\.star\.starprnt, 2 lines, cut\) → t\.txt$/,
    );
  });
});
