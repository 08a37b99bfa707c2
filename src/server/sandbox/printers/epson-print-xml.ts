import { escapeXml } from "../../modules/printing/render/epos-xml";
import { decodeEntities } from "./decode-epos";

/**
 * The XML of Epson Server Direct Print around the ePOS-Print documents: the server's
 * `<PrintRequestInfo>` (one `<ePOSPrint>` per job) read, and the printer's
 * `<PrintResponseInfo>` and status notification written.
 */

export const EPOS_PRINT_NAMESPACE = "http://www.epson-pos.com/schemas/2011/03/epos-print";

export type EpsonJob = {
  devid: string;
  /** Absent before version 2.00 of the request. */
  printJobId: string | null;
  /** The `<epos-print>` element, as it came. */
  eposPrint: string;
};

export type EpsonRequest = { version: string; jobs: EpsonJob[] };

export type EpsonJobResponse = {
  devid: string;
  printJobId: string | null;
  isSuccess: boolean;
  code: string;
  status: number;
};

function element(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? decodeEntities((match[1] ?? "").trim()) : null;
}

/** Null when the answer holds nothing to print (an empty body, or no `<PrintRequestInfo>`). */
export function parsePrintRequest(xml: string): EpsonRequest | null {
  const info = /<PrintRequestInfo(\s[^>]*)?>/.exec(xml);
  if (!info) return null;
  const version = /Version\s*=\s*["']([^"']*)["']/.exec(info[1] ?? "")?.[1] ?? "1.00";
  const jobs = Array.from(xml.matchAll(/<ePOSPrint>([\s\S]*?)<\/ePOSPrint>/g), (match) => {
    const block = match[1] ?? "";
    const eposPrint = /<epos-print[\s>][\s\S]*?<\/epos-print>|<epos-print\b[^>]*\/>/.exec(block);
    return {
      devid: element(block, "devid") ?? "local_printer",
      printJobId: element(block, "printjobid"),
      eposPrint: eposPrint?.[0] ?? "",
    };
  });
  return { version, jobs };
}

function responseElement(job: EpsonJobResponse): string {
  return `<response xmlns="${EPOS_PRINT_NAMESPACE}" success="${job.isSuccess}" code="${escapeXml(job.code)}" status="${job.status}" battery="0"/>`;
}

/**
 * Version 2.00 names each job by its printjobid; a request without job ids (1.00) gets the
 * single result of version 1.00, failed when any job failed.
 */
export function buildPrintResponse(jobs: EpsonJobResponse[]): string {
  const declaration = '<?xml version="1.0" encoding="utf-8"?>';
  if (jobs.every((job) => job.printJobId === null)) {
    const first = jobs.find((job) => !job.isSuccess) ?? jobs[0];
    const body = first ? responseElement(first) : "";
    return `${declaration}<PrintResponseInfo Version="1.00">${body}</PrintResponseInfo>`;
  }
  const blocks = jobs.map(
    (job) =>
      `<ePOSPrint><Parameter><devid>${escapeXml(job.devid)}</devid><printjobid>${escapeXml(job.printJobId ?? "")}</printjobid></Parameter>` +
      `<PrintResponse>${responseElement(job)}</PrintResponse></ePOSPrint>`,
  );
  return `${declaration}<PrintResponseInfo Version="2.00">${blocks.join("")}</PrintResponseInfo>`;
}

/** The status notification's document; the status word is in hex here. */
export function buildStatusNotification(devid: string, statusHex: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><statusmonitor Version="1.00">' +
    `<printerstatus devicename="${escapeXml(devid)}" asbstatus="${statusHex}"/></statusmonitor>`
  );
}
