import { afterEach, describe, expect, it } from "vitest";
import { createRecordingTwin, startEpsonServer } from "../../test/printer-server";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe("Epson Server Direct Print twin", () => {
  const eposPrint = (text: string) =>
    `<epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"><text dw="true" dh="true"/><text>${text}&#10;</text><cut type="feed"/></epos-print>`;
  const request = (...jobs: Array<[string, string]>) =>
    `<?xml version="1.0" encoding="utf-8"?><PrintRequestInfo Version="2.00">${jobs
      .map(
        ([id, text]) =>
          `<ePOSPrint><Parameter><devid>local_printer</devid><timeout>10000</timeout><printjobid>${id}</printjobid></Parameter><PrintData>${eposPrint(text)}</PrintData></ePOSPrint>`,
      )
      .join("")}</PrintRequestInfo>`;
  const response = (id: string, success: boolean, code: string, status: number) =>
    `<ePOSPrint><Parameter><devid>local_printer</devid><printjobid>${id}</printjobid></Parameter><PrintResponse><response xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print" success="${success}" code="${code}" status="${status}" battery="0"/></PrintResponse></ePOSPrint>`;
  const header = '<?xml version="1.0" encoding="utf-8"?><PrintResponseInfo Version="2.00">';

  async function epsonServer(xml: string | null) {
    const server = await startEpsonServer(xml);
    closers.push(server.close);
    return server;
  }
  const forms = (server: { requests: Array<{ body: string }> }) =>
    server.requests.map((request) => Object.fromEntries(new URLSearchParams(request.body)));

  it("notifies its status, asks for jobs, prints every <ePOSPrint> and reports them in one SetResponse", async () => {
    const server = await epsonServer(request(["A1", "Table 4"], ["A2", "Table 9"]));
    const { twin, tickets } = createRecordingTwin({
      protocol: "epson",
      url: server.url,
      printerId: "TM1",
    });

    expect(await twin.pollOnce()).toMatchObject({ kind: "jobs", isConfirmed: true });

    for (const recorded of server.requests) {
      expect(recorded).toMatchObject({
        method: "POST",
        path: "/print/s3cret",
        rawQuery: "printer=p1",
      });
      expect(recorded.contentType).toBe("application/x-www-form-urlencoded");
    }
    expect(server.requests[1]?.body).toBe("ConnectionType=GetRequest&ID=TM1&Name=local_printer");
    expect(forms(server)).toEqual([
      {
        ConnectionType: "SetStatus",
        ID: "TM1",
        Name: "local_printer",
        Status:
          '<?xml version="1.0" encoding="utf-8"?><statusmonitor Version="1.00"><printerstatus devicename="local_printer" asbstatus="0x0F000014"/></statusmonitor>',
      },
      { ConnectionType: "GetRequest", ID: "TM1", Name: "local_printer" },
      {
        ConnectionType: "SetResponse",
        ID: "TM1",
        Name: "local_printer",
        ResponseFile: `${header}${response("A1", true, "", 251658262)}${response("A2", true, "", 251658262)}</PrintResponseInfo>`,
      },
    ]);
    expect(tickets.map(({ jobId, text, cut }) => ({ jobId, text, cut }))).toEqual([
      { jobId: "A1", text: "Table 4", cut: true },
      { jobId: "A2", text: "Table 9", cut: true },
    ]);
    expect(tickets[0]?.lines[0]?.large).toBe(true);
  });

  it("sends no SetResponse when there is nothing to print, and its status only once", async () => {
    const server = await epsonServer(null);
    const { twin } = createRecordingTwin({ protocol: "epson", url: server.url });
    expect(await twin.pollOnce()).toEqual({ kind: "idle" });
    expect(await twin.pollOnce()).toEqual({ kind: "idle" });
    expect(forms(server).map((form) => form.ConnectionType)).toEqual([
      "SetStatus",
      "GetRequest",
      "GetRequest",
    ]);
  });

  it("prints but reports nothing when it loses power after the fetch; it restarts and prints again", async () => {
    const server = await epsonServer(request(["A1", "Table 4"]));
    const { twin, tickets } = createRecordingTwin({ protocol: "epson", url: server.url });
    twin.crashAfterFetchOnce();

    expect(await twin.pollOnce()).toMatchObject({ kind: "jobs", isConfirmed: false });
    expect(await twin.pollOnce()).toMatchObject({ kind: "jobs", isConfirmed: true });
    expect(forms(server).map((form) => form.ConnectionType)).toEqual([
      "SetStatus",
      "GetRequest",
      "SetStatus",
      "GetRequest",
      "SetResponse",
    ]);
    expect(tickets.map((ticket) => ticket.jobId)).toEqual(["A1", "A1"]);
  });

  it("fails the job with EPTR_REC_EMPTY while out of paper, and notifies the state", async () => {
    const server = await epsonServer(request(["A1", "Table 4"]));
    const { twin, tickets } = createRecordingTwin({
      protocol: "epson",
      url: server.url,
      state: { paper: "out" },
    });

    expect(await twin.pollOnce()).toMatchObject({
      jobs: [{ isPrinted: false, code: "EPTR_REC_EMPTY" }],
    });
    const [status, , result] = forms(server);
    expect(status?.Status).toContain('asbstatus="0x0F0A001C"');
    expect(result?.ResponseFile).toBe(
      `${header}${response("A1", false, "EPTR_REC_EMPTY", 0x0f0a001c)}</PrintResponseInfo>`,
    );
    expect(tickets).toHaveLength(0);
  });
});
