import type { TicketPaper } from "@/client/lib/device-settings";
import { paperCss } from "./paper";
import { DIETARY_MARK_CSS } from "./print-marks";

/**
 * The customer receipt's print CSS: a thermal-style layout as wide as the paper's printable
 * width (decision 117). Black on white; the only colour is the platform badge, which must
 * print, hence `print-color-adjust: exact`.
 */
export function receiptStyles(paper: TicketPaper): string {
  return `${paperCss(paper)}
* { box-sizing: border-box; }
html, body { padding: 0; background: #fff; }
html { margin: 0; }
body {
  color: #000;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", "Courier New", monospace;
  font-size: 14px;
  line-height: 1.35;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
.receipt { padding: 3mm 0 5mm; }
.section { padding: 10px 0; border-bottom: 1px dashed #000; }
p { margin: 0; }
.restaurant { margin: 0 0 8px; font-size: 20px; font-weight: 700; text-align: center; letter-spacing: 0.02em; overflow-wrap: anywhere; }
.badge-row { text-align: center; }
.badge { display: inline-block; padding: 3px 12px; border: 2px solid #000; border-radius: 999px; font-size: 13px; font-weight: 700; letter-spacing: 0.03em; }
.order-number { font-size: 22px; font-weight: 700; text-align: center; overflow-wrap: anywhere; }
.order-date { text-align: center; }
.status { margin-top: 6px; text-align: center; font-size: 16px; font-weight: 700; letter-spacing: 0.06em; }
.customer-name { font-size: 16px; font-weight: 700; overflow-wrap: anywhere; }
.fulfilment { display: inline-block; margin-top: 6px; padding: 2px 10px; background: #000; color: #fff; font-weight: 700; letter-spacing: 0.08em; }
.address { margin-top: 4px; overflow-wrap: anywhere; }
.items { margin: 0; padding: 0; list-style: none; }
.item { padding: 4px 0; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; }
.row > :first-child { overflow-wrap: anywhere; min-width: 0; }
.row > :last-child { white-space: nowrap; }
.item-name { font-size: 15px; font-weight: 700; }
.item-description { padding-left: 24px; font-size: 12px; }
.modifiers { margin: 2px 0 0; padding: 0 0 0 24px; list-style: none; }
.modifier.removal { font-weight: 700; }
.item-note { padding-left: 24px; font-weight: 700; white-space: pre-wrap; overflow-wrap: anywhere; }
.totals .row { padding: 1px 0; }
.total { margin-top: 4px; padding-top: 4px; border-top: 2px solid #000; font-size: 18px; font-weight: 700; }
.info { font-size: 12px; font-style: italic; }
.promised, .ready-by { margin: 4px 0 0; font-size: 16px; font-weight: 700; }
.check { border: 2px solid #000; padding: 4px; }
.check-title { margin: 0; font-weight: 700; }
.check-notes { margin: 2px 0 0; padding-left: 16px; font-size: 12px; }
.totals-note { margin: 6px 0 0; padding: 4px; border: 1px dashed #000; font-size: 12px; font-weight: 700; }
.instructions { margin-top: 10px; padding: 8px 10px; border: 3px solid #000; }
.instructions-title { font-weight: 700; letter-spacing: 0.06em; }
.instructions-text { margin-top: 4px; font-size: 15px; font-weight: 700; white-space: pre-wrap; overflow-wrap: anywhere; }
.footer { padding-top: 12px; text-align: center; }
.thanks { font-weight: 700; }
.printed-at { margin-top: 4px; font-size: 12px; }
${DIETARY_MARK_CSS}`;
}
