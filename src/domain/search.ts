/**
 * Search is a case-insensitive substring match on order number, customer name,
 * customer phone, item name, item description, item note, modifier name, delivery
 * instructions and kitchen note, and on nothing else.
 */
export type SearchableOrder = {
  orderNumber: string;
  customer: { name: string; phone: string };
  items: ReadonlyArray<{
    name: string;
    description?: string;
    note?: string;
    modifiers: ReadonlyArray<{ name: string }>;
  }>;
  deliveryInstructions?: string;
  kitchenNote?: string;
};

export function searchableTexts(order: SearchableOrder): string[] {
  const texts = [order.orderNumber, order.customer.name, order.customer.phone];
  for (const item of order.items) {
    texts.push(item.name);
    if (item.description) texts.push(item.description);
    if (item.note) texts.push(item.note);
    for (const modifier of item.modifiers) texts.push(modifier.name);
  }
  if (order.deliveryInstructions) texts.push(order.deliveryInstructions);
  if (order.kitchenNote) texts.push(order.kitchenNote);
  return texts;
}

/** Surrounding whitespace is ignored, so a blank search matches every order. */
export function normalizeSearchQuery(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * Each order's searchable texts, lowered and joined once: an order object is kept until the
 * list is reloaded, so every keystroke after the first searches ready-made strings. The
 * separator cannot be typed into a search box, so no match spans two texts.
 */
const haystacks = new WeakMap<SearchableOrder, string>();
const SEPARATOR = "\u0000";

function haystackOf(order: SearchableOrder): string {
  let haystack = haystacks.get(order);
  if (haystack === undefined) {
    haystack = searchableTexts(order).join(SEPARATOR).toLowerCase();
    haystacks.set(order, haystack);
  }
  return haystack;
}

export function orderMatchesSearch(order: SearchableOrder, query: string): boolean {
  const needle = normalizeSearchQuery(query);
  if (needle === "") return true;
  if (needle.includes(SEPARATOR)) return false;
  return haystackOf(order).includes(needle);
}
