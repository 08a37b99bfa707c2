import type { PaperWidth } from "../../../../domain/printing";
import type { TicketDocument } from "../../../../domain/tickets/ticket-document";
import { layoutTicket, type PhysicalLine } from "../../../../domain/tickets/ticket-layout";
import { encodeWindows1252 } from "./windows-1252";

/**
 * A ticket as StarPRNT command bytes, after Star Micronics' StarPRNT Command
 * Specifications. Only a small subset is used, the same one the printer twin decodes:
 * initialise, code page, alignment, character expansion, emphasis, white/black inversion,
 * line feed and the partial cut.
 */
export const STARPRNT_MEDIA_TYPE = "application/vnd.star.starprnt";

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

const INITIALISE = [ESC, 0x40];
/** ESC GS t 32: Windows-1252. */
const CODE_PAGE_1252 = [ESC, GS, 0x74, 32];
const ALIGN: Record<PhysicalLine["align"], number> = { left: 0, center: 1, right: 2 };
const EMPHASIS_ON = [ESC, 0x45];
const EMPHASIS_OFF = [ESC, 0x46];
const INVERSE_ON = [ESC, 0x34];
const INVERSE_OFF = [ESC, 0x35];
/** Feeds the last lines past the cutter before the cut. */
const FEED_BEFORE_CUT = [LF, LF, LF];
/** ESC d 3: partial cut after feeding to the cutting position. */
const PARTIAL_CUT = [ESC, 0x64, 0x03];

export function renderStarPrnt(doc: TicketDocument, paperWidth: PaperWidth): Buffer {
  const bytes: number[] = [...INITIALISE, ...CODE_PAGE_1252];
  for (const line of layoutTicket(doc, paperWidth)) writeLine(bytes, line);
  bytes.push(...FEED_BEFORE_CUT, ...PARTIAL_CUT);
  return Buffer.from(bytes);
}

/** Alignment and size are set on every line; a span's styles end with the span. */
function writeLine(bytes: number[], line: PhysicalLine): void {
  const expansion = line.size === "large" ? 1 : 0;
  bytes.push(ESC, GS, 0x61, ALIGN[line.align], ESC, 0x69, expansion, expansion);
  for (const span of line.spans) {
    if (span.bold) bytes.push(...EMPHASIS_ON);
    if (span.inverted) bytes.push(...INVERSE_ON);
    encodeWindows1252(span.text, bytes);
    if (span.inverted) bytes.push(...INVERSE_OFF);
    if (span.bold) bytes.push(...EMPHASIS_OFF);
  }
  bytes.push(LF);
}
