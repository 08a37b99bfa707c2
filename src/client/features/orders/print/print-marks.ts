import { splitDietary } from "@/domain/dietary-words";
import { escapeHtml } from "@/domain/escape-html";

/**
 * Escaped text with every allergy or dietary word in a `<mark class="diet">`, which the
 * print CSS draws bold, boxed and inverted: it must stand out on a black-only printer.
 */
export function markDietaryHtml(text: string): string {
  return splitDietary(text)
    .map((part) =>
      part.isDietary ? `<mark class="diet">${escapeHtml(part.text)}</mark>` : escapeHtml(part.text),
    )
    .join("");
}

/** Shared by the ticket and the receipt. */
export const DIETARY_MARK_CSS = `
mark.diet { background: #000; color: #fff; font-weight: 700; padding: 0 0.15em; border: 0.4mm solid #000; border-radius: 0; }
`;
