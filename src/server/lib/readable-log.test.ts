import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createReadableLog, formatLogLine } from "./readable-log";

/** Development logs as a person reads them: one line each, colours only on a terminal. */
function captureLines(isTTY: boolean) {
  const written: string[] = [];
  const output = { isTTY, write: (text: string) => written.push(text) };
  return { written, log: pino({ level: "info" }, createReadableLog({ output })) };
}

const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 2, 14, hours, minutes, seconds).getTime();

describe("readable development logs", () => {
  it("writes time, level, message and the other fields on one line", () => {
    const line = JSON.stringify({
      level: 30,
      time: at(9, 5, 7),
      pid: 42,
      hostname: "kitchen",
      msg: "database ready",
      database: "PGlite (./data/pglite)",
    });
    expect(formatLogLine(line)).toBe(
      '09:05:07 INFO  database ready  database="PGlite (./data/pglite)"',
    );
  });

  it("writes a request's method, URL, status and time into the message", () => {
    const incoming = JSON.stringify({
      level: 30,
      time: at(12, 0, 0),
      reqId: "req-1",
      req: { method: "GET", url: "/api/orders", remoteAddress: "127.0.0.1" },
      msg: "incoming request",
    });
    const completed = JSON.stringify({
      level: 30,
      time: at(12, 0, 0),
      reqId: "req-1",
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: "request completed",
    });
    expect(formatLogLine(incoming)).toBe(
      "12:00:00 INFO  incoming request GET /api/orders  reqId=req-1",
    );
    expect(formatLogLine(completed)).toBe("12:00:00 INFO  request completed 200 12ms  reqId=req-1");
  });

  it("names an error and indents its stack below the line", () => {
    const line = JSON.stringify({
      level: 50,
      time: at(8, 30, 0),
      err: { type: "TypeError", message: "boom", stack: "TypeError: boom\n    at run (a.ts:1:1)" },
      msg: "maintenance failed",
    });
    expect(formatLogLine(line)).toBe(
      "08:30:00 ERROR maintenance failed TypeError: boom\n    at run (a.ts:1:1)",
    );
  });

  it("passes a line that is not JSON through unchanged", () => {
    expect(formatLogLine("plain words")).toBe("plain words");
  });

  it("colours the level on a terminal and never in a pipe", () => {
    const terminal = captureLines(true);
    terminal.log.warn("slow");
    expect(terminal.written[0]).toContain("\u001b[33mWARN \u001b[0m");
    const pipe = captureLines(false);
    pipe.log.warn({ orderId: "o-1" }, "slow");
    expect(pipe.written[0]).toMatch(/^\d\d:\d\d:\d\d WARN {2}slow {2}orderId=o-1\n$/);
    expect(pipe.written[0]).not.toContain("\u001b[");
  });

  it("keeps the request id and drops cookies through pino's redaction", () => {
    const { written, log } = captureLines(false);
    const child = pino(
      { redact: { paths: ["req.headers.cookie"], censor: "[redacted]" } },
      createReadableLog({ output: { write: (text: string) => written.push(text) } }),
    );
    child.info({ req: { headers: { cookie: "sid=secret" } } }, "headers");
    log.info("done");
    expect(written.join("")).not.toContain("secret");
  });
});
