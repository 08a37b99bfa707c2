import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PrinterProtocolTest, startPrinterProtocolTest } from "../../test/printer-helpers";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * A printer calls every few seconds, so at the default level (info) its calls write no
 * request lines; staff's calls still do.
 */
describe(`printers' calls in the log (${TEST_ENGINE})`, () => {
  const lines: Array<{ msg?: string; req?: { url?: string }; reqId?: string }> = [];
  let setup: PrinterProtocolTest;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    setup = await startPrinterProtocolTest(
      { name: "Kitchen", station: "kitchen", protocol: "star-cloudprnt", paperWidth: 80 },
      { logger: pino({ level: "info" }, sink) },
    );
  });
  afterAll(() => setup.test.close());

  const requestLines = (reqId: string) =>
    lines.filter(
      (line) =>
        line.reqId === reqId && /^(incoming request|request completed)$/.test(line.msg ?? ""),
    );

  it("writes no request lines for a printer's polls, and writes them for staff's calls", async () => {
    const { test, path, key, api, printerId } = setup;
    const poll = await test.app.inject({
      method: "POST",
      url: `${path}?key=${key}`,
      payload: { statusCode: "200%20OK", printerMAC: "00:11:62:aa:bb:cc" },
    });
    expect(poll.statusCode).toBe(200);
    const pollId = poll.headers["x-request-id"];
    expect(typeof pollId).toBe("string");
    expect(requestLines(String(pollId))).toEqual([]);

    const before = lines.length;
    const staffCall = await api.one(printerId);
    expect(staffCall.name).toBe("Kitchen");
    expect(lines.slice(before).map((line) => line.msg)).toContain("request completed");
  });
});
