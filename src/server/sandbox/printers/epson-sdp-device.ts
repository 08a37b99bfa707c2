import { decodeEpos } from "./decode-epos";
import {
  buildPrintResponse,
  buildStatusNotification,
  type EpsonJob,
  type EpsonJobResponse,
  parsePrintRequest,
} from "./epson-print-xml";
import { EPSON_ASB, epsonErrorCode, epsonStatus, epsonStatusHex } from "./printer-condition";
import { baseMediaType, describeError } from "./twin-http";
import type { DeviceContext, JobResult, PollResult, PrinterTicket, TwinDevice } from "./twin-types";

/**
 * An Epson printer using Server Direct Print. Each cycle it POSTs a form
 * (`ConnectionType=GetRequest`) to its address; the answer is empty when there is nothing
 * to print, or a `<PrintRequestInfo>` with one `<ePOSPrint>` per job. It prints each job
 * and reports all of them in one `ConnectionType=SetResponse`. With no paper or the cover
 * open it still asks for jobs, and reports each one failed with the printer's error code.
 * Its status notification (`ConnectionType=SetStatus`) goes out when it starts and
 * whenever its paper or cover changes.
 */

const FORM = "application/x-www-form-urlencoded";

export type EpsonIdentity = {
  /** The ID set on the printer; may be empty. */
  id: string;
  /** The printer's device ID, which jobs name in `<devid>`. */
  deviceId: string;
};

export class EpsonSdpDevice implements TwinDevice {
  /** The status last notified; null until it has been (again, after a restart). */
  private reportedStatus: number | null = null;
  private jobCount = 0;

  constructor(
    private readonly context: DeviceContext,
    private readonly identity: EpsonIdentity,
  ) {}

  async cycle(): Promise<PollResult> {
    await this.reportChange();
    const answer = await this.post("GetRequest");
    if (answer.status !== 200) {
      return { kind: "error", message: `GetRequest answered ${answer.status}` };
    }
    const request = parsePrintRequest(answer.body.toString("utf8"));
    if (!request || request.jobs.length === 0) return { kind: "idle" };
    const mediaType = baseMediaType(answer.contentType) || "text/xml";
    const results: Array<{ job: EpsonJob; result: JobResult; status: number }> = [];
    for (const job of request.jobs) results.push(await this.printOne(job, mediaType));
    if (this.context.takeCrash()) {
      this.context.log("Lost power after printing, before reporting the result");
      this.reportedStatus = null;
      return { kind: "jobs", jobs: results.map(({ result }) => result), isConfirmed: false };
    }
    const responses: EpsonJobResponse[] = results.map(({ job, result, status }) => ({
      devid: job.devid,
      printJobId: job.printJobId,
      isSuccess: result.isPrinted,
      code: result.code,
      status,
    }));
    const reply = await this.post("SetResponse", { ResponseFile: buildPrintResponse(responses) });
    if (reply.status >= 300) this.context.log(`SetResponse answered ${reply.status}`);
    return { kind: "jobs", jobs: results.map(({ result }) => result), isConfirmed: true };
  }

  /** Sends the status notification when the status differs from the one last sent. */
  async reportChange(): Promise<void> {
    const status = epsonStatus(this.context.state());
    if (status === this.reportedStatus) return;
    const statusXml = buildStatusNotification(this.identity.deviceId, epsonStatusHex(status));
    const reply = await this.post("SetStatus", { Status: statusXml });
    if (reply.status >= 300) {
      this.context.log(`SetStatus answered ${reply.status}`);
      return;
    }
    this.reportedStatus = status;
  }

  private async printOne(job: EpsonJob, mediaType: string) {
    const state = this.context.state();
    const idle = epsonStatus(state);
    this.jobCount += 1;
    const jobId = job.printJobId ?? `job-${this.jobCount}`;
    const failed = (code: string) => ({
      job,
      result: { jobId, mediaType, isPrinted: false, code, ticket: null },
      status: idle,
    });
    if (job.devid !== this.identity.deviceId) return failed("DeviceNotFound");
    const errorCode = epsonErrorCode(state);
    if (errorCode) return failed(errorCode);
    let ticket: PrinterTicket;
    try {
      const paper = decodeEpos({
        xml: job.eposPrint,
        onUnknownCommand: this.context.onUnknownCommand,
      });
      ticket = {
        at: new Date(),
        protocol: "epson",
        jobId,
        mediaType,
        raw: job.eposPrint,
        ...paper,
      };
    } catch (error) {
      this.context.log(`Job ${jobId} cannot be printed: ${describeError(error)}`);
      return failed("SchemaError");
    }
    await this.context.onTicket(ticket);
    const result: JobResult = { jobId, mediaType, isPrinted: true, code: "", ticket };
    return { job, result, status: (idle | EPSON_ASB.printSuccess) >>> 0 };
  }

  private post(connectionType: string, extra: Record<string, string> = {}) {
    const form = new URLSearchParams({
      ConnectionType: connectionType,
      ID: this.identity.id,
      Name: this.identity.deviceId,
      ...extra,
    });
    return this.context.send({
      method: "POST",
      url: this.context.url,
      contentType: FORM,
      body: form.toString(),
    });
  }
}
