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
 * Star CloudPRNT as Star's developer guide defines it: a JSON status poll answered with
 * jobReady, media types and a token; the job fetched with GET (`type`, `mac`, `token`);
 * its confirmation by DELETE with a result code, or by GET with `delete`.
 */
describe(`Star CloudPRNT (${TEST_ENGINE})`, () => {
  let test: TestApp;
  let path: string;
  let key: string;
  let printerId: string;
  let restaurantId: string;
  let api: PrinterProtocolTest["api"];

  beforeAll(async () => {
    ({ test, path, key, printerId, restaurantId, api } = await startPrinterProtocolTest({
      name: "Kitchen",
      station: "kitchen",
      protocol: "star-cloudprnt",
      paperWidth: 80,
    }));
  });
  afterAll(() => test.close());

  const poll = (statusCode = "200%20OK", query = `key=${key}`) =>
    test.app.inject({
      method: "POST",
      url: `${path}?${query}`,
      payload: {
        status: "23 86 00 00 00 00 00 00 00 ",
        printerMAC: "00:11:62:aa:bb:cc",
        statusCode,
        printingInProgress: false,
        clientAction: null,
      },
    });
  const placeAndWait = async (number: string) => {
    await placeOrder(test.database.db, restaurantId, ["Burger"], { number });
    await waitUntil(async () => (await api.one(printerId)).queuedCount > 0, { label: "a job" });
  };

  it("refuses an unknown printer and a wrong key with 401 in the documented error shape", async () => {
    const wrongKey = await poll("200%20OK", "key=not-the-key");
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toEqual({
      message: "Unknown printer or wrong key: copy the address from Settings",
      code: "UNKNOWN_PRINTER",
    });
    const unknown = await test.app.inject({
      method: "POST",
      url: `/printers/star/00000000-0000-4000-8000-000000000000?key=${key}`,
      payload: { statusCode: "200%20OK" },
    });
    expect(unknown.statusCode).toBe(401);
    // An Epson printer's address is not a Star printer's.
    const otherProtocol = await test.app.inject({
      method: "POST",
      url: `${path.replace("/star/", "/epson/")}?key=${key}`,
      payload: "ConnectionType=GetRequest&ID=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(otherProtocol.statusCode).toBe(401);
  });

  it("answers a poll without a status code with 400, and one with nothing to print jobReady false", async () => {
    const bad = await test.app.inject({ method: "POST", url: `${path}?key=${key}`, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("statusCode is required");
    const idle = await poll();
    expect(idle.statusCode).toBe(200);
    expect(idle.json()).toEqual({ jobReady: false });
  });

  it("offers a job, hands it out in either media type, and ends it on a 2xx confirmation", async () => {
    await placeAndWait("S1");
    const offer = (await poll()).json();
    expect(offer).toEqual({
      jobReady: true,
      mediaTypes: ["application/vnd.star.starprnt", "text/plain"],
      jobToken: expect.stringMatching(/^[\w-]{22}$/),
      deleteMethod: "DELETE",
    });
    const token = offer.jobToken as string;
    // Polled again while it prints the job: nothing more to fetch until it is done.
    const printing = await test.app.inject({
      method: "POST",
      url: `${path}?key=${key}`,
      payload: { statusCode: "200%20OK", printingInProgress: true },
    });
    expect(printing.json()).toEqual({ jobReady: false });

    const unsupported = await test.app.inject({
      method: "GET",
      url: `${path}?key=${key}&type=image/png&mac=00:11:62:aa:bb:cc&token=${token}`,
    });
    expect(unsupported.statusCode).toBe(415);

    const commands = await test.app.inject({
      method: "GET",
      url: `${path}?key=${key}&type=application%2Fvnd.star.starprnt&mac=00:11:62:aa:bb:cc&token=${token}`,
    });
    expect(commands.statusCode).toBe(200);
    expect(commands.headers["content-type"]).toBe("application/vnd.star.starprnt");
    const bytes = commands.rawPayload;
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect([...bytes.subarray(-3)]).toEqual([0x1b, 0x64, 0x03]);

    // A second fetch of the same job (the printer restarted) is marked as a reprint.
    const text = await test.app.inject({
      method: "GET",
      url: `${path}?key=${key}&type=text/plain&mac=00:11:62:aa:bb:cc&token=${token}`,
    });
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.headers["x-star-cut"]).toBe("partial; feed=true");
    expect(text.body).toContain("REPRINT");
    expect(text.body).toContain("#S1");

    const confirmed = await test.app.inject({
      method: "DELETE",
      url: `${path}?key=${key}&code=200%20OK&mac=00:11:62:aa:bb:cc&token=${token}`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await poll()).json()).toEqual({ jobReady: false });
    const gone = await test.app.inject({
      method: "GET",
      url: `${path}?key=${key}&type=text/plain&token=${token}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps a job through a paper error and ends it by a GET confirmation", async () => {
    await placeAndWait("S2");
    // Out of paper: the printer says so in its poll and is not offered the job.
    expect((await poll("410%20Out%20of%20Paper")).json()).toEqual({ jobReady: false });
    await test.app.printerWatch.runRound();
    expect((await api.one(printerId)).condition).toEqual({
      paper: "out",
      coverOpen: false,
      reported: "410 Out of Paper",
    });
    const { jobToken } = (await poll()).json();
    await test.app.inject({
      method: "GET",
      url: `${path}?key=${key}&type=text/plain&token=${jobToken}`,
    });
    // The print failed on the way: the job stays.
    await test.app.inject({
      method: "DELETE",
      url: `${path}?key=${key}&code=420%20Cover%20Open&token=${jobToken}`,
    });
    expect((await poll()).json()).toMatchObject({ jobReady: true, jobToken });
    const byGet = await test.app.inject({
      method: "GET",
      url: `${path}?key=${key}&code=200%20OK&token=${jobToken}&delete`,
    });
    expect(byGet.statusCode).toBe(200);
    expect((await poll()).json()).toEqual({ jobReady: false });
  });

  it("tells a printer looking for MQTT settings that this server speaks HTTP", async () => {
    const setting = await test.app.inject({
      method: "GET",
      url: `/printers/star/cloudprnt-setting.json?mac=00:11:62:aa:bb:cc&replaced_path=${printerId}`,
    });
    expect(setting.statusCode).toBe(404);
  });

  it("refuses a confirmation without a code or for no job", async () => {
    const noCode = await test.app.inject({ method: "DELETE", url: `${path}?key=${key}` });
    expect(noCode.statusCode).toBe(400);
    const noJob = await test.app.inject({
      method: "DELETE",
      url: `${path}?key=${key}&code=200%20OK&token=AAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(noJob.statusCode).toBe(404);
  });
});
