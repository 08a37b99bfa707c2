import type { TicketPaper } from "@/client/lib/device-settings";

/**
 * Thermal paper rolls and the width a printer can print on each: an 80 mm roll prints
 * about 72 mm, a 58 mm roll about 48 mm. Tickets are laid out in millimetres so they fit the
 * paper whatever the screen's pixel density.
 */
export const PAPER_SIZES: Record<TicketPaper, { pageMm: number; printableMm: number }> = {
  "80mm": { pageMm: 80, printableMm: 72 },
  "58mm": { pageMm: 58, printableMm: 48 },
};

/** The page is the roll's width and as long as the ticket; the body is the printable width. */
export function paperCss(paper: TicketPaper): string {
  const { pageMm, printableMm } = PAPER_SIZES[paper];
  return `
@page { size: ${pageMm}mm auto; margin: 0; }
html { width: ${pageMm}mm; }
body { width: ${printableMm}mm; margin: 0 auto; }`;
}
