import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, unauthorized } from "../../../errors";
import type { PrinterGateway } from "../printer-gateway";
import type { KnownPrinter } from "../printer-registry";
import { renderEposPrint } from "../render/epos-xml";
import { epsonCondition, parseAsb, xmlAttributes, xmlText } from "./epson-status";
import { jobIdOf, jobToken } from "./job-ids";
import { WRONG_PRINTER_MESSAGE } from "./star-cloudprnt.routes";

/**
 * Epson Server Direct Print, served (Epson Server Direct Print user's manual;
 * docs/printing.md). The printer is given `/printers/epson/<printer id>?key=<secret>` and
 * POSTs form fields every few seconds:
 * - `ConnectionType=GetRequest`: the answer is a `PrintRequestInfo` holding one ePOS-Print
 *   document and its `printjobid`, or an empty 200 when there is nothing to print;
 * - `ConnectionType=SetResponse`: `ResponseFile` holds the result of a job (success, code,
 *   status bits); a job is done only on success;
 * - `ConnectionType=SetStatus`: `Status` holds the printer's status bits.
 */
const paramsSchema = z.object({ printerId: z.uuid("Unknown printer") });
const querySchema = z.object({ key: z.string().max(200).default("") });
const bodySchema = z.looseObject({
  ConnectionType: z.enum(
    ["GetRequest", "SetResponse", "SetStatus"],
    "ConnectionType must be GetRequest, SetResponse or SetStatus",
  ),
  ID: z.string().max(100).optional(),
  Name: z.string().max(100).optional(),
  ResponseFile: z
    .string()
    .max(64 * 1024)
    .optional(),
  Status: z
    .string()
    .max(64 * 1024)
    .optional(),
});

/** How long the printer may take to print one job, in milliseconds. */
const PRINT_TIMEOUT_MS = 10_000;
const DEVICE_ID = "local_printer";

export function epsonSdpRoutes(app: FastifyInstance, gateway: PrinterGateway): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 128 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  routes.post(
    "/printers/epson/:printerId",
    { schema: { params: paramsSchema, querystring: querySchema, body: bodySchema } },
    async (request, reply) => {
      const printer = await gateway.authenticate(
        request.params.printerId,
        request.query.key,
        "epson-sdp",
      );
      if (!printer) throw unauthorized(WRONG_PRINTER_MESSAGE, "UNKNOWN_PRINTER");
      reply.type("text/xml; charset=utf-8");
      const body = request.body;
      if (body.ConnectionType === "SetStatus") {
        gateway.sawCall(printer, statusCondition(body.Status ?? ""));
        return "";
      }
      if (body.ConnectionType === "SetResponse") {
        gateway.sawCall(printer, null);
        await settle(gateway, printer, body.ResponseFile ?? "");
        return "";
      }
      gateway.sawCall(printer, null);
      const next = await gateway.nextJobId(printer);
      if (!next) return "";
      const delivered = await gateway.deliver(printer, next);
      if (!delivered) return "";
      const { job, document, paperWidth } = delivered;
      return `<?xml version="1.0" encoding="utf-8"?>
<PrintRequestInfo Version="2.00"><ePOSPrint><Parameter><devid>${DEVICE_ID}</devid><timeout>${PRINT_TIMEOUT_MS}</timeout><printjobid>${jobToken(job.id)}</printjobid></Parameter><PrintData>${renderEposPrint(document, paperWidth)}</PrintData></ePOSPrint></PrintRequestInfo>`;
    },
  );
}

/** A `statusmonitor` notification: the first printer's `asbstatus`. */
function statusCondition(status: string) {
  const attributes = xmlAttributes(status, "printerstatus");
  const asb = parseAsb(attributes?.asbstatus ?? "");
  if (Number.isNaN(asb)) throw badRequest("Status must hold a printerstatus with its asbstatus");
  return epsonCondition(asb, attributes?.asbstatus ?? "");
}

async function settle(gateway: PrinterGateway, printer: KnownPrinter, responseFile: string) {
  const response = xmlAttributes(responseFile, "response");
  if (!response) throw badRequest("ResponseFile must hold a PrintResponseInfo with its response");
  const token = xmlText(responseFile, "printjobid");
  const jobId = token === null ? null : jobIdOf(token);
  if (token !== null && jobId === null) throw badRequest("Unknown printjobid");
  const success = response.success === "true" || response.success === "1";
  const code = response.code ?? "";
  const asb = parseAsb(response.status ?? "");
  if (!Number.isNaN(asb)) gateway.sawCall(printer, epsonCondition(asb, code || "OK"));
  await gateway.settle(printer, {
    jobId,
    result: success ? "OK" : code || "failed",
    // A document the printer refused as such would fail again: it ends, its code kept.
    done: success || code === "SchemaError" || code === "RequestEntityTooLarge",
  });
}
