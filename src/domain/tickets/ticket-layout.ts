import { PAPER_COLUMNS, type PaperWidth } from "../printing";
import type { TicketDocument, TicketLine, TicketSpan } from "./ticket-document";
import { cleanTicketText, wrapSpans } from "./ticket-wrap";

export { textLength } from "./ticket-wrap";

/**
 * A ticket cut into the lines the printer prints, shared by every printer language: text
 * wrapped at word boundaries to the paper's columns (large type fits half as many), each
 * piece keeping its span's emphasis and inversion. Alignment is left to the printer.
 */
export type PhysicalLine = {
  spans: TicketSpan[];
  size: "normal" | "large";
  align: "left" | "center" | "right";
};

export type LayoutOptions = {
  /** False for a printer that prints plain text only: large lines use the normal columns. */
  hasLargeType?: boolean;
};

export function columnsFor(paperWidth: PaperWidth, size: "normal" | "large"): number {
  const columns = PAPER_COLUMNS[paperWidth];
  return size === "large" ? Math.floor(columns / 2) : columns;
}

export function layoutTicket(
  doc: TicketDocument,
  paperWidth: PaperWidth,
  { hasLargeType = true }: LayoutOptions = {},
): PhysicalLine[] {
  return doc.lines.flatMap((line) => layoutLine(line, paperWidth, hasLargeType));
}

/** The characters of a physical line, as printed. */
export function lineText(line: PhysicalLine): string {
  return line.spans.map((span) => span.text).join("");
}

function plain(text: string): PhysicalLine {
  return { spans: text ? [{ text }] : [], size: "normal", align: "left" };
}

function layoutLine(line: TicketLine, paperWidth: PaperWidth, hasLargeType: boolean) {
  const columns = PAPER_COLUMNS[paperWidth];
  switch (line.kind) {
    case "rule":
      return [plain("-".repeat(columns))];
    case "feed":
      return Array.from({ length: Math.max(0, Math.floor(line.lines)) }, () => plain(""));
    case "columns": {
      const row = columnsRow(line.left, line.right, columns);
      return [{ ...plain(row), spans: [{ text: row, ...(line.bold ? { bold: true } : {}) }] }];
    }
    case "text": {
      const size = line.size ?? "normal";
      const width = columnsFor(paperWidth, hasLargeType ? size : "normal");
      const indent = Math.min(Math.max(0, Math.floor(line.indent ?? 0)), width - 1);
      return wrapSpans(line.spans, width - indent).map((spans) => ({
        spans: indent > 0 ? [{ text: " ".repeat(indent) }, ...spans] : spans,
        size,
        align: line.align ?? "left",
      }));
    }
  }
}

/** Label left, amount right, spaces between; a label too long loses its end. */
function columnsRow(left: string, right: string, columns: number): string {
  const rightChars = oneLine(right).slice(0, columns);
  const room = Math.max(0, columns - rightChars.length - 1);
  const leftChars = oneLine(left).slice(0, room);
  const gap = columns - leftChars.length - rightChars.length;
  return leftChars.join("") + " ".repeat(gap) + rightChars.join("");
}

function oneLine(text: string): string[] {
  return Array.from(cleanTicketText(text).replace(/\n/g, " "));
}
