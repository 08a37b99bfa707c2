import { afterEach, describe, expect, it, vi } from "vitest";
import { startStarServer } from "../../test/printer-server";
import { PrinterTwin } from "./printer-twin";
import type { PrinterTicket } from "./twin-types";

const TICKET = Buffer.from("Table 4\n1x Soup\n");
const job = { token: "t-1", mediaTypes: ["application/vnd.star.starprnt"], body: TICKET };

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Lets the twin's requests and their answers run, without moving the fake clock. */
async function settle(isDone: () => boolean) {
  for (let round = 0; round < 100 && !isDone(); round += 1) await vi.advanceTimersByTimeAsync(0);
  expect(isDone()).toBe(true);
}

async function starServer(serverJob: Parameters<typeof startStarServer>[0]) {
  const server = await startStarServer(serverJob);
  closers.push(server.close);
  return server;
}

describe("printer twin", () => {
  it("answers client actions in a poll sent at once, then fetches with the ID it was given", async () => {
    const server = await starServer({
      ...job,
      clientAction: [
        { request: "GetPollInterval", options: "" },
        { request: "SetID", options: "kitchen-1" },
        { request: "Encodings", options: "" },
      ],
    });
    const twin = new PrinterTwin({ protocol: "star", url: server.url, onTicket: () => {} });

    await twin.pollOnce();

    expect(server.requests.map((request) => request.method)).toEqual([
      "POST",
      "POST",
      "GET",
      "DELETE",
    ]);
    expect(JSON.parse(server.requests[1]?.body ?? "")).toMatchObject({
      uniqueID: "kitchen-1",
      clientAction: [
        { request: "GetPollInterval", result: "5" },
        { request: "SetID", result: "kitchen-1" },
        { request: "Encodings", result: "application/vnd.star.starprnt; text/plain" },
      ],
    });
    expect(server.requests[2]?.rawQuery).toMatch(/^printer=p1&uid=kitchen-1&type=/);
  });

  it("sends the user and password as HTTP Basic on every request", async () => {
    const server = await starServer(job);
    const twin = new PrinterTwin({
      protocol: "star",
      url: server.url,
      user: "kitchen",
      password: "pa:ss",
      onTicket: () => {},
    });
    await twin.pollOnce();
    const expected = `Basic ${Buffer.from("kitchen:pa:ss").toString("base64")}`;
    expect(server.requests.map((request) => request.authorization)).toEqual([
      expected,
      expected,
      expected,
    ]);
  });

  it("logs a server it cannot reach and reports the error, without throwing", async () => {
    const server = await starServer(null);
    await server.close();
    closers.pop();
    const logs: string[] = [];
    const twin = new PrinterTwin({
      protocol: "epson",
      url: server.url,
      onTicket: () => {},
      log: (line) => logs.push(line),
    });
    expect(await twin.pollOnce()).toMatchObject({ kind: "error" });
    expect(logs[0]).toMatch(/^Poll failed: fetch failed/);
  });

  it("gives up on a server that never answers, and says so", async () => {
    const hangingFetch = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof fetch;
    const twin = new PrinterTwin({
      protocol: "star",
      url: "http://printer.test/cloudprnt",
      fetch: hangingFetch,
      requestTimeoutMs: 20,
      onTicket: () => {},
      log: () => {},
    });
    expect(await twin.pollOnce()).toEqual({ kind: "error", message: "No answer within 0.02 s" });
  });

  it("prints a job with an unknown command when lenient, with a warning", async () => {
    const body = Buffer.concat([Buffer.from([0x1b, 0x7e]), TICKET]);
    const server = await starServer({ ...job, body });
    const tickets: PrinterTicket[] = [];
    const logs: string[] = [];
    const twin = new PrinterTwin({
      protocol: "star",
      url: server.url,
      isLenient: true,
      onTicket: (ticket) => {
        tickets.push(ticket);
      },
      log: (line) => logs.push(line),
    });
    await twin.pollOnce();
    expect(tickets[0]?.text).toBe("Table 4\n1x Soup");
    expect(logs).toEqual(["Unknown StarPRNT command ESC 0x7E at byte 0: skipped"]);
    expect(server.requests[2]?.query.get("code")).toBe("200 OK");
  });

  it("polls at once and then every interval, reports a new state straight away, and stop() leaves no timer", async () => {
    vi.useFakeTimers();
    const bodies: string[] = [];
    const fakeFetch = (async (_url: string, init?: RequestInit) => {
      bodies.push(String(init?.body ?? ""));
      return new Response("", { status: 200 });
    }) as typeof fetch;
    const twin = new PrinterTwin({
      protocol: "epson",
      url: "http://printer.test/sdp",
      intervalMs: 5000,
      fetch: fakeFetch,
      onTicket: () => {},
    });
    const kinds = () => bodies.map((body) => new URLSearchParams(body).get("ConnectionType"));

    twin.start();
    await settle(() => vi.getTimerCount() === 1);
    expect(kinds()).toEqual(["SetStatus", "GetRequest"]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(kinds()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle(() => kinds().length === 3 && vi.getTimerCount() === 1);

    twin.setState({ coverOpen: true });
    await settle(() => kinds().length === 4);
    expect(kinds()).toEqual(["SetStatus", "GetRequest", "GetRequest", "SetStatus"]);
    expect(new URLSearchParams(bodies[3]).get("Status")).toContain('asbstatus="0x0F00003C"');

    await twin.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(kinds()).toHaveLength(4);
  });
});
