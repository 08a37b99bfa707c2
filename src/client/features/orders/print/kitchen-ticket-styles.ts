import type { TicketPaper } from "@/client/lib/device-settings";
import { paperCss } from "./paper";
import { DIETARY_MARK_CSS } from "./print-marks";

// Type sized for the pass at arm's length; a 58 mm roll gets a step smaller so a line
// still holds a dish's name.
const TYPE_SCALE: Record<
  TicketPaper,
  { base: number; number: number; item: number; note: number }
> = {
  "80mm": { base: 16, number: 34, item: 22, note: 20 },
  "58mm": { base: 14, number: 28, item: 18, note: 17 },
};

/** The kitchen ticket's print CSS: black on white only, no colour to lose on a thermal printer. */
export function kitchenTicketStyles(paper: TicketPaper): string {
  const size = TYPE_SCALE[paper];
  return `${paperCss(paper)}
* { box-sizing: border-box; }
html, body { padding: 0; background: #fff; }
html { margin: 0; }
body {
  color: #000;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", "Courier New", monospace;
  font-size: ${size.base}px;
  line-height: 1.3;
  overflow-wrap: anywhere;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
.ticket { padding: 2mm 0 4mm; }
.section { padding: 2mm 0; border-bottom: 0.4mm dashed #000; }
p { margin: 0; }
ul { margin: 0; padding: 0; list-style: none; }
.header { text-align: center; }
.order-number { font-size: ${size.number}px; font-weight: 700; line-height: 1.1; }
/* The brand the bag is labelled with, where the kitchen cooks for several: as large as the items. */
.brand { margin-top: 1mm; font-size: ${size.item}px; font-weight: 700; line-height: 1.15; letter-spacing: 0.04em; }
.platform, .fulfilment { font-size: ${size.note}px; font-weight: 700; letter-spacing: 0.04em; }
.fulfilment { display: inline-block; margin: 1mm 0; padding: 0 2mm; border: 0.6mm solid #000; }
.customer-name { font-weight: 700; }
.promised, .ready-by { margin-top: 1mm; font-size: ${size.note}px; font-weight: 700; }
.flag { margin: 2mm 0 0; padding: 1.5mm; background: #000; color: #fff; border: 0.6mm solid #000; text-align: center; font-size: ${size.item}px; font-weight: 700; letter-spacing: 0.06em; }
.note-box { margin-top: 2mm; padding: 1.5mm 2mm; border: 0.8mm solid #000; }
.note-title { font-weight: 700; letter-spacing: 0.06em; }
.note-text, .instructions-text { margin-top: 1mm; font-size: ${size.note}px; font-weight: 700; white-space: pre-wrap; }
.check { border: 0.6mm solid #000; padding: 1.5mm; }
.check-title { font-weight: 700; }
.check-notes { padding-left: 4mm; list-style: disc; }
.item { padding: 1.5mm 0; }
.item + .item { border-top: 0.3mm dotted #000; }
.item-name { font-size: ${size.item}px; font-weight: 700; line-height: 1.2; }
.item-description { padding-left: 6mm; }
.modifiers { padding-left: 6mm; font-size: ${size.note}px; }
.modifier.removal { font-weight: 700; }
.item-note { margin-top: 1mm; padding-left: 6mm; font-size: ${size.note}px; font-weight: 700; white-space: pre-wrap; }
.footer { padding-top: 2mm; text-align: center; font-size: 12px; }
${DIETARY_MARK_CSS}`;
}
