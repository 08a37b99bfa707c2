/**
 * Escapes text for HTML element content and quoted attribute values: the one escaper of
 * every page, ticket and console OrderDock writes as HTML. Every string that comes from an
 * order (customer names, item names, instructions) reaches a receipt through here: they are
 * typed by customers on third-party platforms and cannot be trusted.
 */
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
