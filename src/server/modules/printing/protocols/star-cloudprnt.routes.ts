import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, notFound, unauthorized } from "../../../errors";
import type { PrinterGateway } from "../printer-gateway";
import { renderPlainText } from "../render/plain-text";
import { renderStarPrnt } from "../render/starprnt";
import { jobIdOf, jobToken } from "./job-ids";
import { isStarDataError, isStarSuccess, starCondition } from "./star-status";

/**
 * Star CloudPRNT, served (Star CloudPRNT developer and protocol guides; docs/printing.md).
 * The printer is given `/printers/star/<printer id>?key=<secret>` and:
 * - POSTs its status as JSON every few seconds; the answer says whether a job is ready, in
 *   which media types, with a token naming it;
 * - GETs the job (`type`, `mac`, `token` added to the query): StarPRNT commands, or plain
 *   text with a cut asked for in `X-Star-Cut`; 404 when none is ready;
 * - confirms it with DELETE (`code`: 2xx printed, else what went wrong), or a GET with
 *   `delete` when asked to.
 * Printers whose firmware looks for `cloudprnt-setting.json` first are told 404: this
 * server speaks CloudPRNT over HTTP only.
 */
export const STAR_MEDIA_TYPES = ["application/vnd.star.starprnt", "text/plain"] as const;

const paramsSchema = z.object({ printerId: z.uuid("Unknown printer") });
const querySchema = z.object({
  key: z.string().max(200).default(""),
  type: z.string().max(100).optional(),
  token: z.string().max(100).optional(),
  code: z.string().max(100).optional(),
  mac: z.string().max(100).optional(),
  uid: z.string().max(100).optional(),
  delete: z.string().optional(),
});
const pollSchema = z.looseObject({
  statusCode: z.string("statusCode is required").max(200),
  status: z.string().max(200).nullish(),
  printerMAC: z.string().max(100).nullish(),
  printingInProgress: z.boolean().nullish(),
});

export const WRONG_PRINTER_MESSAGE = "Unknown printer or wrong key: copy the address from Settings";

export function starCloudPrntRoutes(app: FastifyInstance, gateway: PrinterGateway): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const printerOf = async (printerId: string, key: string) => {
    const printer = await gateway.authenticate(printerId, key, "star-cloudprnt");
    if (!printer) throw unauthorized(WRONG_PRINTER_MESSAGE, "UNKNOWN_PRINTER");
    return printer;
  };

  routes.get("/printers/star/cloudprnt-setting.json", async () => {
    throw notFound("This server speaks CloudPRNT over HTTP", "HTTP_ONLY");
  });

  routes.post(
    "/printers/star/:printerId",
    { schema: { params: paramsSchema, querystring: querySchema, body: pollSchema } },
    async (request) => {
      const printer = await printerOf(request.params.printerId, request.query.key);
      const condition = starCondition(request.body.statusCode);
      gateway.sawCall(printer, condition);
      // A printer out of paper or with its cover open keeps its job until it can print; one
      // still printing (newer firmware polls meanwhile) would otherwise fetch it a second time.
      if (!condition.reported.startsWith("2") || request.body.printingInProgress === true)
        return { jobReady: false };
      const jobId = await gateway.nextJobId(printer);
      if (!jobId) return { jobReady: false };
      return {
        jobReady: true,
        mediaTypes: STAR_MEDIA_TYPES,
        jobToken: jobToken(jobId),
        deleteMethod: "DELETE",
      };
    },
  );

  routes.get(
    "/printers/star/:printerId",
    { schema: { params: paramsSchema, querystring: querySchema } },
    async (request, reply) => {
      const printer = await printerOf(request.params.printerId, request.query.key);
      if (request.query.delete !== undefined) return confirm(printer, request.query);
      const type = request.query.type ?? STAR_MEDIA_TYPES[0];
      if (!(STAR_MEDIA_TYPES as readonly string[]).includes(type)) {
        return reply.status(415).send({
          message: `Media type ${type} is not offered: ${STAR_MEDIA_TYPES.join(", ")}`,
          code: "UNSUPPORTED_MEDIA_TYPE",
        });
      }
      const token = request.query.token;
      if (token !== undefined && jobIdOf(token) === null) throw badRequest("Unknown job token");
      const delivered = await gateway.deliver(printer, jobIdOf(token));
      if (!delivered) throw notFound("No job is ready", "NO_JOB");
      const { document, paperWidth } = delivered;
      if (type === "text/plain") {
        return reply
          .type("text/plain; charset=utf-8")
          .header("x-star-cut", "partial; feed=true")
          .send(renderPlainText(document, paperWidth));
      }
      return reply.type(type).send(renderStarPrnt(document, paperWidth));
    },
  );

  routes.delete(
    "/printers/star/:printerId",
    { schema: { params: paramsSchema, querystring: querySchema } },
    async (request) => {
      const printer = await printerOf(request.params.printerId, request.query.key);
      return confirm(printer, request.query);
    },
  );

  async function confirm(
    printer: Awaited<ReturnType<typeof printerOf>>,
    query: z.infer<typeof querySchema>,
  ) {
    if (!query.code) throw badRequest("code is required", "CODE_REQUIRED");
    const jobId = query.token === undefined ? null : jobIdOf(query.token);
    if (query.token !== undefined && jobId === null) throw badRequest("Unknown job token");
    const done = isStarSuccess(query.code) || isStarDataError(query.code);
    const settled = await gateway.settle(printer, {
      jobId,
      result: decodeCode(query.code),
      done,
    });
    if (!settled) throw notFound("No job of this printer is waiting for a result", "NO_JOB");
    return {};
  }
}

function decodeCode(code: string): string {
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
}
