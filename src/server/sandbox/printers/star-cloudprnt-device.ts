import { z } from "zod";
import { decodeStarPrnt } from "./decode-starprnt";
import { Paper, type PrintedPaper } from "./paper";
import { isOffline, STAR_JOB_CODES, starStatus } from "./printer-condition";
import { answerClientActions, type ClientActionResult } from "./star-client-actions";
import { baseMediaType, withQuery } from "./twin-http";
import type {
  DeviceContext,
  JobResult,
  PollResult,
  PrinterTicket,
  TwinDevice,
  TwinResponse,
} from "./twin-types";

/**
 * A Star CloudPRNT printer. Each cycle it POSTs its status as JSON to its one address; when
 * the answer says a job is ready and the printer is online, it GETs the job in the first
 * media type it can print, prints it, and confirms with a DELETE (or a GET carrying
 * `delete`, when the server asks for that) whose `code` says how it went. An offline
 * printer does not fetch: it keeps polling with its error status until someone fixes it.
 * A job it cannot use (a type it cannot print, bytes it cannot read, a failed download)
 * is confirmed with a 5xx code so the server stops offering it.
 */

/** The media types this printer prints, in the order it prefers them. */
export const STAR_MEDIA_TYPES = ["application/vnd.star.starprnt", "text/plain"] as const;

const pollAnswerSchema = z.object({
  jobReady: z.boolean().nullish(),
  mediaTypes: z.array(z.string()).nullish(),
  jobToken: z.string().nullish(),
  deleteMethod: z.string().nullish(),
  clientAction: z.array(z.object({ request: z.string(), options: z.unknown() })).nullish(),
});
type PollAnswer = z.infer<typeof pollAnswerSchema>;

/** A server that keeps asking for client actions still lets the printer's cycle end. */
const MAX_ACTION_ROUNDS = 3;

export class StarCloudPrntDevice implements TwinDevice {
  private uniqueId: string | null = null;
  private actionResults: ClientActionResult[] = [];
  private jobCount = 0;

  constructor(
    private readonly context: DeviceContext,
    private readonly mac: string,
  ) {}

  async cycle(): Promise<PollResult> {
    for (let round = 0; round < MAX_ACTION_ROUNDS; round += 1) {
      const answer = await this.poll();
      if ("kind" in answer) return answer;
      // Client actions come first; the job waits for the poll sent right after.
      if (answer.clientAction?.length) {
        this.actionResults = answerClientActions({
          actions: answer.clientAction,
          intervalMs: this.context.intervalMs,
          mediaTypes: STAR_MEDIA_TYPES,
          setUniqueId: (id) => {
            this.uniqueId = id;
          },
        });
        continue;
      }
      if (!answer.jobReady) return { kind: "idle" };
      const state = this.context.state();
      if (isOffline(state)) return { kind: "offline", statusCode: starStatus(state).statusCode };
      return this.printJob(answer);
    }
    return { kind: "idle" };
  }

  reportChange(): Promise<PollResult> {
    return this.cycle();
  }

  private async poll(): Promise<PollAnswer | PollResult> {
    const { statusCode, asb } = starStatus(this.context.state());
    const body = {
      status: asb,
      printerMAC: this.mac,
      ...(this.uniqueId === null ? {} : { uniqueID: this.uniqueId }),
      statusCode: encodeURIComponent(statusCode),
      printingInProgress: false,
      clientAction: this.actionResults.length > 0 ? this.actionResults : null,
    };
    const response = await this.context.send({
      method: "POST",
      url: this.context.url,
      contentType: "application/json",
      body: JSON.stringify(body),
    });
    this.actionResults = [];
    if (response.status !== 200) return failed("POST", response);
    let json: unknown;
    try {
      json = JSON.parse(response.body.toString("utf8"));
    } catch {
      return { kind: "error", message: "The poll's answer is not JSON" };
    }
    const answer = pollAnswerSchema.safeParse(json);
    if (!answer.success)
      return { kind: "error", message: "The poll's answer is not CloudPRNT JSON" };
    return answer.data;
  }

  private async printJob(answer: PollAnswer): Promise<PollResult> {
    const token = answer.jobToken ?? null;
    this.jobCount += 1;
    const jobId = token ?? `job-${this.jobCount}`;
    const offered = answer.mediaTypes ?? [];
    const mediaType = STAR_MEDIA_TYPES.map((preferred) =>
      offered.find((type) => baseMediaType(type) === preferred),
    ).find((type) => type !== undefined);
    if (!mediaType) return this.confirm(answer, unprinted(jobId, "", "incompatibleMedia"));
    const job = await this.context.send({
      method: "GET",
      url: withQuery(this.context.url, [
        ["uid", this.uniqueId],
        ["type", mediaType],
        ["mac", this.mac],
        ["token", token],
      ]),
    });
    if (job.status !== 200) {
      this.context.log(`The job's GET was answered ${job.status}`);
      return this.confirm(answer, unprinted(jobId, mediaType, "downloadFailed"));
    }
    let paper: PrintedPaper;
    try {
      paper = this.decode(mediaType, job);
    } catch (error) {
      this.context.log(`Job ${jobId} cannot be printed: ${String(error)}`);
      return this.confirm(answer, unprinted(jobId, mediaType, "decodingError"));
    }
    const ticket: PrinterTicket = {
      at: new Date(),
      protocol: "star",
      jobId,
      mediaType,
      raw: job.body,
      ...paper,
    };
    await this.context.onTicket(ticket);
    const result: JobResult = {
      jobId,
      mediaType,
      isPrinted: true,
      code: STAR_JOB_CODES.printed,
      ticket,
    };
    if (this.context.takeCrash()) {
      this.context.log(`Lost power after printing job ${jobId}, before confirming it`);
      return { kind: "jobs", jobs: [result], isConfirmed: false };
    }
    return this.confirm(answer, result);
  }

  private decode(mediaType: string, job: TwinResponse): PrintedPaper {
    if (baseMediaType(mediaType) !== "text/plain") {
      return decodeStarPrnt({ data: job.body, onUnknownCommand: this.context.onUnknownCommand });
    }
    // Plain text prints in the printer's own font and ends with a cut, unless the server
    // asks for none.
    const paper = new Paper();
    paper.write(job.body.toString("utf8"));
    const cut = (job.headers.get("x-star-cut") ?? "").trim().toLowerCase();
    if (!cut.startsWith("none")) paper.cut();
    return paper.finish();
  }

  private async confirm(answer: PollAnswer, result: JobResult): Promise<PollResult> {
    const isGet = answer.deleteMethod?.toUpperCase() === "GET";
    const response = await this.context.send({
      method: isGet ? "GET" : "DELETE",
      url: withQuery(this.context.url, [
        ["uid", this.uniqueId],
        ["mac", this.mac],
        ["code", result.code],
        ["token", answer.jobToken ?? null],
        ["delete", isGet ? true : null],
      ]),
    });
    if (response.status >= 300)
      this.context.log(`The confirmation was answered ${response.status}`);
    return { kind: "jobs", jobs: [result], isConfirmed: true };
  }
}

function unprinted(
  jobId: string,
  mediaType: string,
  reason: Exclude<keyof typeof STAR_JOB_CODES, "printed">,
): JobResult {
  return { jobId, mediaType, isPrinted: false, code: STAR_JOB_CODES[reason], ticket: null };
}

function failed(method: string, response: TwinResponse): PollResult {
  const text = response.body.toString("utf8").slice(0, 200);
  return {
    kind: "error",
    message: `${method} answered ${response.status}${text ? `: ${text}` : ""}`,
  };
}
