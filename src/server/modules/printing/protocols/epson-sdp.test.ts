import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PrinterProtocolTest,
  placeOrder,
  startPrinterProtocolTest,
} from "../../../test/printer-helpers";
import { waitUntil } from "../../../test/realtime-helpers";
import type { TestApp } from "../../../test/test-app";
import { TEST_ENGINE } from "../../../test/test-database";

/**
 * Epson Server Direct Print as Epson's manual defines it: form posts with ConnectionType
 * GetRequest (answered with a PrintRequestInfo of ePOS-Print XML, or an empty body),
 * SetResponse (the job's result) and SetStatus (the printer's status bits).
 */
describe(`Epson Server Direct Print (${TEST_ENGINE})`, () => {
  let test: TestApp;
  let path: string;
  let key: string;
  let printerId: string;
  let restaurantId: string;
  let api: PrinterProtocolTest["api"];

  beforeAll(async () => {
    ({ test, path, key, printerId, restaurantId, api } = await startPrinterProtocolTest({
      name: "Bar",
      station: "expo",
      protocol: "epson-sdp",
      paperWidth: 58,
    }));
  });
  afterAll(() => test.close());

  const post = (
    fields: Record<string, string>,
    query = `key=${key}`,
    headers: Record<string, string> = {},
  ) =>
    test.app.inject({
      method: "POST",
      url: `${path}?${query}`,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const getRequest = (headers?: Record<string, string>) =>
    post({ ConnectionType: "GetRequest", ID: "", Name: "local_printer" }, undefined, headers);
  const response = (jobId: string, success: boolean, code = "", status = "251658262") =>
    post({
      ConnectionType: "SetResponse",
      ID: "",
      ResponseFile: `<?xml version="1.0" encoding="utf-8"?><PrintResponseInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid><printjobid>${jobId}</printjobid></Parameter><PrintResponse><response success="${success}" code="${code}" status="${status}" battery="0"/></PrintResponse></ePOSPrint></PrintResponseInfo>`,
    });
  const jobIdOf = (body: string) => /<printjobid>([^<]+)<\/printjobid>/.exec(body)?.[1] ?? "";

  it("refuses a wrong key and a malformed request with the documented error shape", async () => {
    const wrong = await post({ ConnectionType: "GetRequest" }, "key=nope");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "UNKNOWN_PRINTER" });
    const unknownType = await post({ ConnectionType: "Hello" });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toContain(
      "ConnectionType must be GetRequest, SetResponse or SetStatus",
    );
  });

  it("answers a request with nothing to print with an empty 200", async () => {
    const idle = await getRequest();
    expect(idle.statusCode).toBe(200);
    expect(idle.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(idle.body).toBe("");
  });

  it("sends a job as ePOS-Print XML and ends it only on success", async () => {
    await placeOrder(test.database.db, restaurantId, ["Burger", "Lemonade"], { number: "E1" });
    await waitUntil(async () => (await api.one(printerId)).queuedCount > 0, { label: "a job" });

    // A printer takes its job as sent, whatever its HTTP client offers to decode.
    const first = await getRequest({ "accept-encoding": "gzip, br" });
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.body).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<PrintRequestInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer<\/devid><timeout>\d+<\/timeout><printjobid>[\w-]{22}<\/printjobid><\/Parameter><PrintData><epos-print xmlns="http:\/\/www.epson-pos.com\/schemas\/2011\/03\/epos-print">/,
    );
    expect(first.body).toContain('<cut type="feed"/>');
    // The expo ticket lists every item, the order number in large type.
    expect(first.body).toContain("Burger");
    expect(first.body).toContain("Lemonade");
    expect(first.body).toMatch(/dw="true" dh="true"[^>]*>[^<]*#E1/);
    const jobId = jobIdOf(first.body);

    // Out of paper: the job stays, and comes again marked as a reprint.
    expect((await response(jobId, false, "EPTR_REC_EMPTY", String(0x0008_0000))).statusCode).toBe(
      200,
    );
    await test.app.printerWatch.runRound();
    expect((await api.one(printerId)).condition).toMatchObject({ paper: "out" });
    const again = await getRequest();
    expect(jobIdOf(again.body)).toBe(jobId);
    expect(again.body).toContain("REPRINT");

    await response(jobId, true);
    expect((await getRequest()).body).toBe("");
  });

  it("reads the printer's status notification: cover open", async () => {
    const status = await post({
      ConnectionType: "SetStatus",
      ID: "",
      Status:
        '<?xml version="1.0" encoding="utf-8"?><statusmonitor Version="1.00"><printerstatus devicename="local_printer" asbstatus = "0x0F000036"/></statusmonitor>',
    });
    expect(status.statusCode).toBe(200);
    expect(status.body).toBe("");
    await test.app.printerWatch.runRound();
    expect((await api.one(printerId)).condition).toEqual({
      paper: "ok",
      coverOpen: true,
      reported: "0x0F000036",
    });
    const bad = await post({ ConnectionType: "SetStatus", Status: "<nothing/>" });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a result without a response and one naming no job of its own", async () => {
    const empty = await post({ ConnectionType: "SetResponse", ResponseFile: "<x/>" });
    expect(empty.statusCode).toBe(400);
    const badId = await response("not a job id!", true);
    expect(badId.statusCode).toBe(400);
  });
});
