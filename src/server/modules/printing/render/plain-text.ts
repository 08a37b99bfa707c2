import { PAPER_COLUMNS, type PaperWidth } from "../../../../domain/printing";
import type { TicketDocument } from "../../../../domain/tickets/ticket-document";
import { layoutTicket, lineText, textLength } from "../../../../domain/tickets/ticket-layout";

/**
 * A ticket as plain text, for a printer that takes no commands: every line at the normal
 * size and width, centred and right-aligned lines padded with spaces, inverted and bold
 * words as ordinary text.
 */
export const PLAIN_TEXT_MEDIA_TYPE = "text/plain";

export function renderPlainText(doc: TicketDocument, paperWidth: PaperWidth): string {
  const columns = PAPER_COLUMNS[paperWidth];
  return layoutTicket(doc, paperWidth, { hasLargeType: false })
    .map((line) => {
      const text = lineText(line);
      const room = Math.max(0, columns - textLength(text));
      if (line.align === "center") return " ".repeat(Math.floor(room / 2)) + text.trimEnd();
      if (line.align === "right") return " ".repeat(room) + text;
      return text;
    })
    .map((line) => `${line}\n`)
    .join("");
}
