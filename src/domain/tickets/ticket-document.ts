/**
 * A ticket as a printer prints it, independent of the printer's language: lines of text in
 * two sizes, with emphasis and inverted (white on black) spans, rules across the paper and
 * blank feeds; every ticket ends with a cut. The kitchen ticket and the receipt are built as
 * such documents (kitchen-ticket-document.ts, receipt-document.ts) and each protocol renders
 * them (Star: StarPRNT commands or plain text; Epson: ePOS-Print XML).
 */

export type TicketSpan = {
  text: string;
  bold?: boolean;
  /** White on black: allergy words, REPRINT, CANCELLED. */
  inverted?: boolean;
};

export type TicketLine =
  | {
      kind: "text";
      spans: TicketSpan[];
      /** Large is double width and double height: the order number and the items. */
      size?: "normal" | "large";
      align?: "left" | "center" | "right";
      /** Characters (of the line's size) left blank before each wrapped line: modifiers. */
      indent?: number;
    }
  /** Label on the left, amount on the right, on one line (receipt rows). */
  | { kind: "columns"; left: string; right: string; bold?: boolean }
  | { kind: "rule" }
  | { kind: "feed"; lines: number };

export type TicketDocument = {
  /** For logs and the twin's file name: "Kitchen ticket #4821". */
  title: string;
  lines: TicketLine[];
};
