import { afterEach, describe, expect, it } from "vitest";
import { createRecordingTwin, startStarServer } from "../../test/printer-server";

/** A ticket in StarPRNT: "Table 4" large and centred, "1x Soup", then a cut. */
// biome-ignore format: the bytes are grouped by command
const STAR_JOB = Buffer.from([
  0x1b, 0x40, 0x1b, 0x1d, 0x74, 32, 0x1b, 0x1d, 0x61, 1, 0x1b, 0x69, 1, 1,
  ...Buffer.from("Table 4\n"),
  0x1b, 0x69, 0, 0, 0x1b, 0x1d, 0x61, 0,
  ...Buffer.from("1x Soup\n"),
  0x1b, 0x64, 3,
]);
const MAC_QUERY = "mac=00%3A11%3A62%3Aaa%3Abb%3Acc";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function starServer(job: Parameters<typeof startStarServer>[0]) {
  const server = await startStarServer(job);
  closers.push(server.close);
  return server;
}

describe("Star CloudPRNT twin", () => {
  const job = {
    token: "job-42",
    mediaTypes: ["image/png", "text/plain", "application/vnd.star.starprnt"],
    body: STAR_JOB,
  };

  it("polls with its status, fetches the job as StarPRNT, prints it and confirms it", async () => {
    const server = await starServer(job);
    const { twin, tickets } = createRecordingTwin({ protocol: "star", url: server.url });

    const result = await twin.pollOnce();

    const [poll, fetchJob, confirm] = server.requests;
    expect(server.requests).toHaveLength(3);
    expect(poll).toMatchObject({ method: "POST", path: "/print/s3cret", rawQuery: "printer=p1" });
    expect(poll?.contentType).toBe("application/json");
    expect(poll?.body).toBe(
      '{"status":"23 86 00 00 00 00 00 00 00 ","printerMAC":"00:11:62:aa:bb:cc","statusCode":"200%20OK","printingInProgress":false,"clientAction":null}',
    );
    expect(fetchJob).toMatchObject({
      method: "GET",
      path: "/print/s3cret",
      rawQuery: `printer=p1&type=application%2Fvnd.star.starprnt&${MAC_QUERY}&token=job-42`,
    });
    expect(confirm).toMatchObject({
      method: "DELETE",
      path: "/print/s3cret",
      rawQuery: `printer=p1&${MAC_QUERY}&code=200%20OK&token=job-42`,
    });
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      protocol: "star",
      jobId: "job-42",
      mediaType: "application/vnd.star.starprnt",
      text: "Table 4\n1x Soup",
      cut: true,
    });
    expect(tickets[0]?.lines.map((line) => line.large)).toEqual([true, false]);
    expect(result).toMatchObject({ kind: "jobs", isConfirmed: true, jobs: [{ code: "200 OK" }] });
  });

  it("confirms with a GET carrying delete when the server asks for it", async () => {
    const server = await starServer({ ...job, deleteMethod: "GET" });
    const { twin } = createRecordingTwin({ protocol: "star", url: server.url });
    await twin.pollOnce();
    expect(server.requests.map((request) => request.method)).toEqual(["POST", "GET", "GET"]);
    expect(server.requests[2]?.rawQuery).toBe(
      `printer=p1&${MAC_QUERY}&code=200%20OK&token=job-42&delete`,
    );
  });

  it("only polls when there is nothing to print", async () => {
    const server = await starServer(null);
    const { twin } = createRecordingTwin({ protocol: "star", url: server.url });
    expect(await twin.pollOnce()).toEqual({ kind: "idle" });
    expect(server.requests.map((request) => request.method)).toEqual(["POST"]);
  });

  it("prints but never confirms when it loses power after the fetch, and prints again after", async () => {
    const server = await starServer(job);
    const { twin, tickets } = createRecordingTwin({ protocol: "star", url: server.url });
    twin.crashAfterFetchOnce();

    expect(await twin.pollOnce()).toMatchObject({ kind: "jobs", isConfirmed: false });
    expect(server.requests.map((request) => request.method)).toEqual(["POST", "GET"]);
    expect(tickets).toHaveLength(1);

    expect(await twin.pollOnce()).toMatchObject({ kind: "jobs", isConfirmed: true });
    expect(server.requests.map((request) => request.method)).toEqual([
      "POST",
      "GET",
      "POST",
      "GET",
      "DELETE",
    ]);
    expect(tickets.map((ticket) => ticket.jobId)).toEqual(["job-42", "job-42"]);
  });

  it.each([
    [{ paper: "ok", coverOpen: false }, "200%20OK", "23 86 00 00 00 00 00 00 00 "],
    [{ paper: "low", coverOpen: false }, "211%20Paper%20Low", "23 86 00 00 00 04 00 00 00 "],
    [{ paper: "out", coverOpen: false }, "410%20Out%20of%20Paper", "23 86 08 00 00 0C 00 00 00 "],
    [{ paper: "ok", coverOpen: true }, "420%20Cover%20Open", "23 86 28 00 00 00 00 00 00 "],
  ] as const)("reports %o as %s", async (state, statusCode, status) => {
    const server = await starServer(null);
    const { twin } = createRecordingTwin({ protocol: "star", url: server.url, state });
    await twin.pollOnce();
    expect(JSON.parse(server.requests[0]?.body ?? "")).toMatchObject({ statusCode, status });
  });

  it("does not fetch while out of paper, and prints once the paper is back", async () => {
    const server = await starServer(job);
    const { twin, tickets } = createRecordingTwin({
      protocol: "star",
      url: server.url,
      state: { paper: "out" },
    });

    expect(await twin.pollOnce()).toEqual({ kind: "offline", statusCode: "410 Out of Paper" });
    expect(server.requests.map((request) => request.method)).toEqual(["POST"]);
    expect(tickets).toHaveLength(0);

    twin.setState({ paper: "ok" });
    expect(await twin.pollOnce()).toMatchObject({ kind: "jobs", isConfirmed: true });
    expect(server.requests.at(-1)?.rawQuery).toContain("code=200%20OK");
  });

  it("refuses a job with a command it does not know: confirmed 511, nothing printed", async () => {
    const body = Buffer.concat([STAR_JOB, Buffer.from([0x1b, 0x2a, 0, 8])]);
    const server = await starServer({ ...job, body });
    const { twin, tickets, logs } = createRecordingTwin({ protocol: "star", url: server.url });

    expect(await twin.pollOnce()).toMatchObject({ jobs: [{ isPrinted: false }] });
    expect(server.requests[2]?.method).toBe("DELETE");
    expect(server.requests[2]?.query.get("code")).toBe("511 Media Decoding Error");
    expect(tickets).toHaveLength(0);
    expect(logs.join("\n")).toContain("Unknown StarPRNT command ESC 0x2A");
  });
});
