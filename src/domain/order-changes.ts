import { formatAddress } from "./address";
import { modifierText } from "./modifier-text";
import { formatMoney } from "./money";
import type { Address, OrderItem } from "./order";

/**
 * What a platform's update changed in an order, in words staff read on the card and the
 * dialog ("Items: +1× Fries, Burger 1 → 2", "Total: $12.00 → $14.50"). Empty when nothing
 * the kitchen or the customer would notice changed (decision 097).
 */
export type OrderContents = {
  currency: string;
  items: ReadonlyArray<OrderItem>;
  total: number;
  deliveryInstructions?: string;
  kitchenNote?: string;
  isDelivery: boolean;
  customer: { name: string; phone: string; address?: Address };
  promisedAt?: string | null;
};

/** An item as the kitchen knows it: its name and its choices. */
function itemKey(item: OrderItem): string {
  const choices = item.modifiers.map(modifierText);
  if (item.note) choices.push(`"${item.note}"`);
  return choices.length > 0 ? `${item.name} (${choices.join(", ")})` : item.name;
}

function quantities(items: ReadonlyArray<OrderItem>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = itemKey(item);
    counts.set(key, (counts.get(key) ?? 0) + item.quantity);
  }
  return counts;
}

function describeItems(before: ReadonlyArray<OrderItem>, after: ReadonlyArray<OrderItem>) {
  const was = quantities(before);
  const now = quantities(after);
  const parts: string[] = [];
  for (const [key, quantity] of now) {
    const previous = was.get(key);
    if (previous === undefined) parts.push(`+${quantity}× ${key}`);
    else if (previous !== quantity) parts.push(`${key} ${previous} → ${quantity}`);
  }
  for (const [key, quantity] of was) {
    if (!now.has(key)) parts.push(`−${quantity}× ${key}`);
  }
  return parts;
}

function addressText(address?: Address): string {
  return address ? formatAddress(address) : "";
}

export function describeOrderChanges(before: OrderContents, after: OrderContents): string[] {
  const changes: string[] = [];
  const items = describeItems(before.items, after.items);
  if (items.length > 0) changes.push(`Items: ${items.join(", ")}`);
  if (before.currency !== after.currency || before.total !== after.total) {
    changes.push(
      `Total: ${formatMoney(before.total, before.currency)} → ${formatMoney(after.total, after.currency)}`,
    );
  }
  if ((before.deliveryInstructions ?? "") !== (after.deliveryInstructions ?? "")) {
    changes.push(
      after.deliveryInstructions ? `Note: ${after.deliveryInstructions}` : "Note removed",
    );
  }
  if ((before.kitchenNote ?? "") !== (after.kitchenNote ?? "")) {
    changes.push(after.kitchenNote ? `Kitchen note: ${after.kitchenNote}` : "Kitchen note removed");
  }
  if (before.isDelivery !== after.isDelivery) {
    changes.push(after.isDelivery ? "Now a delivery" : "Now a pickup");
  }
  if (addressText(before.customer.address) !== addressText(after.customer.address)) {
    changes.push("Delivery address changed");
  }
  if (
    before.customer.name !== after.customer.name ||
    before.customer.phone !== after.customer.phone
  ) {
    changes.push("Customer details changed");
  }
  if ((before.promisedAt ?? null) !== (after.promisedAt ?? null)) {
    changes.push("Promised time changed");
  }
  return changes;
}
