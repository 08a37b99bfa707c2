/**
 * Escapes text for HTML element content and quoted attribute values. Every string that
 * comes from an order (customer names, item names, instructions) reaches the receipt
 * through here: they are typed by customers on third-party platforms and cannot be trusted.
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
