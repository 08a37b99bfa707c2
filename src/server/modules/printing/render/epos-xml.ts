import type { PaperWidth } from "../../../../domain/printing";
import type { TicketDocument } from "../../../../domain/tickets/ticket-document";
import { layoutTicket, type PhysicalLine } from "../../../../domain/tickets/ticket-layout";

/**
 * A ticket as one ePOS-Print XML document, after Epson's ePOS-Print XML User's Manual.
 * Every `<text>` element states all its attributes, so no line inherits a size or style
 * from the one before; a line ends with a newline inside its text; the ticket ends with a
 * feed and a cut. The caller wraps the element in its envelope.
 */
export const EPOS_PRINT_NAMESPACE = "http://www.epson-pos.com/schemas/2011/03/epos-print";

export function renderEposPrint(doc: TicketDocument, paperWidth: PaperWidth): string {
  const body = layoutTicket(doc, paperWidth).map(lineXml).join("");
  return `<epos-print xmlns="${EPOS_PRINT_NAMESPACE}"><text lang="en"/>${body}<feed line="3"/><cut type="feed"/></epos-print>`;
}

type Style = { isLarge: boolean; bold?: boolean; inverted?: boolean };

function lineXml(line: PhysicalLine): string {
  const isLarge = line.size === "large";
  const parts = [`<text align="${line.align}"/>`];
  line.spans.forEach((span, index) => {
    const isLast = index === line.spans.length - 1;
    // The line's end rides on its last span, unless that span is inverted: the newline
    // stays outside the black.
    const endsLine = isLast && !span.inverted;
    parts.push(textXml(span.text + (endsLine ? "\n" : ""), { isLarge, ...span }));
  });
  const last = line.spans[line.spans.length - 1];
  if (!last || last.inverted) parts.push(textXml("\n", { isLarge }));
  return parts.join("");
}

function textXml(text: string, { isLarge, bold, inverted }: Style): string {
  const size = `dw="${isLarge}" dh="${isLarge}"`;
  const style = `em="${Boolean(bold)}" reverse="${Boolean(inverted)}"`;
  return `<text ${size} ${style}>${escapeXml(text)}</text>`;
}

// Characters XML 1.0 does not allow: C0 controls other than tab and newline (a carriage
// return is dropped too), U+FFFE and U+FFFF, and surrogates without their other half.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  /[\u0000-\u0008\u000b-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\n": "&#10;",
};

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"'\n]/g, (char) => ENTITIES[char] ?? "");
}
