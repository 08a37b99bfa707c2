import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PrinterTwin, type PrinterTwinOptions } from "../sandbox/printers/printer-twin";
import type { PrinterTicket } from "../sandbox/printers/twin-types";

/**
 * Test support: the server side of Star CloudPRNT and Epson Server Direct Print, played by
 * a tiny HTTP server on a free port with one job queued. It records every request exactly
 * as it came (method, path, raw query, content type, authorization, body), so a test can
 * hold a printer twin to the protocol byte for byte.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  /** The query as sent, without the "?". */
  rawQuery: string;
  query: URLSearchParams;
  contentType: string | undefined;
  authorization: string | undefined;
  body: string;
};

type Reply = {
  status?: number;
  contentType?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
};

export type PrintServer = {
  /** The printer's address: a secret in the path and the query, as a server may hand out. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

async function startPrintServer(reply: (request: RecordedRequest) => Reply): Promise<PrintServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const [path = "", rawQuery = ""] = (incoming.url ?? "").split(/\?(.*)/s);
    const request: RecordedRequest = {
      method: incoming.method ?? "",
      path,
      rawQuery,
      query: new URLSearchParams(rawQuery),
      contentType: incoming.headers["content-type"],
      authorization: incoming.headers.authorization,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(request);
    const answer = reply(request);
    outgoing.writeHead(answer.status ?? 200, {
      ...(answer.contentType ? { "content-type": answer.contentType } : {}),
      ...answer.headers,
    });
    outgoing.end(answer.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/print/s3cret?printer=p1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type StarJob = {
  token: string;
  mediaTypes: string[];
  body: Buffer | string;
  deleteMethod?: "DELETE" | "GET";
  /** Client actions asked in the first poll's answer, alongside the job. */
  clientAction?: Array<{ request: string; options: string }>;
};

/** CloudPRNT: the job is offered until a confirmation arrives, whatever its code. */
export async function startStarServer(job: StarJob | null) {
  let isConfirmed = job === null;
  let isAsked = false;
  const server = await startPrintServer((request) => {
    if (request.method === "POST") {
      const actions = !isAsked && job?.clientAction ? { clientAction: job.clientAction } : {};
      isAsked = true;
      const offer =
        isConfirmed || !job
          ? { jobReady: false }
          : {
              jobReady: true,
              mediaTypes: job.mediaTypes,
              jobToken: job.token,
              ...(job.deleteMethod ? { deleteMethod: job.deleteMethod } : {}),
            };
      return { contentType: "application/json", body: JSON.stringify({ ...offer, ...actions }) };
    }
    if (request.method === "DELETE" || request.query.has("delete")) {
      isConfirmed = true;
      return {};
    }
    if (!job || isConfirmed) return { status: 404 };
    return { contentType: request.query.get("type") ?? "", body: job.body };
  });
  return { ...server, isConfirmed: () => isConfirmed };
}

/** Server Direct Print: the answer is offered until a SetResponse arrives. */
export async function startEpsonServer(printRequestXml: string | null) {
  let isAnswered = printRequestXml === null;
  const server = await startPrintServer((request) => {
    const form = new URLSearchParams(request.body);
    const kind = form.get("ConnectionType");
    if (kind === "SetResponse") isAnswered = true;
    if (kind !== "GetRequest" || isAnswered || !printRequestXml) {
      return { contentType: "text/xml; charset=utf-8" };
    }
    return { contentType: "text/xml; charset=utf-8", body: printRequestXml };
  });
  return { ...server, isAnswered: () => isAnswered };
}

/** A twin that keeps what it printed and what it logged, for a test to read. */
export function createRecordingTwin(options: Omit<PrinterTwinOptions, "onTicket">) {
  const tickets: PrinterTicket[] = [];
  const logs: string[] = [];
  const twin = new PrinterTwin({
    ...options,
    onTicket: (ticket) => {
      tickets.push(ticket);
    },
    log: (line) => logs.push(line),
  });
  return { twin, tickets, logs };
}
