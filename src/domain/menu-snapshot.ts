import { formatUsd } from "./money";
import type { OpeningHours } from "./opening-hours";

/**
 * The menu as it is published to the marketplaces (docs/menu-sync.md): categories in order,
 * their items, the modifier groups and their options, money in cents, with OrderDock's own
 * ids, which every platform keeps as the item's external id. Kept with each publish, so the
 * next one can say what changed.
 */
export type SnapshotOption = {
  id: string;
  name: string;
  priceCents: number;
  isAvailable: boolean;
  /** A timed 86: when it comes back. */
  unavailableUntil: string | null;
};

export type SnapshotGroup = {
  id: string;
  name: string;
  minSelections: number;
  maxSelections: number;
  options: SnapshotOption[];
};

export type SnapshotItem = {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  photoUrl: string | null;
  dietaryTags: string[];
  groupIds: string[];
  isAvailable: boolean;
  unavailableUntil: string | null;
};

export type SnapshotCategory = { id: string; name: string; items: SnapshotItem[] };

export type MenuSnapshot = {
  currency: string;
  timezone: string;
  /** The week's opening hours (Sunday first), or null when the restaurant set none. */
  openingHours: OpeningHours | null;
  categories: SnapshotCategory[];
  groups: SnapshotGroup[];
};

/** One difference between two publishes, as staff read it. */
export type MenuChange = {
  kind: "added" | "removed" | "changed";
  subject: "category" | "item" | "modifier group" | "option";
  name: string;
  /** What changed, for a change: "price $12.00 → $13.50". */
  details: string[];
};

/** Every item of the menu, with the category it is in. */
export function snapshotItems(snapshot: MenuSnapshot): SnapshotItem[] {
  return snapshot.categories.flatMap((category) => category.items);
}

export function countSnapshot(snapshot: MenuSnapshot): { categories: number; items: number } {
  return { categories: snapshot.categories.length, items: snapshotItems(snapshot).length };
}

function byId<T extends { id: string }>(list: readonly T[]): Map<string, T> {
  return new Map(list.map((entry) => [entry.id, entry]));
}

/**
 * What a publish of `after` changes on a platform that last took `before`: what was added,
 * removed or changed, by name, in the menu's order. Availability is left out: an 86 reaches
 * the platforms on its own, at once.
 */
export function diffMenus(before: MenuSnapshot | null, after: MenuSnapshot): MenuChange[] {
  const changes: MenuChange[] = [];
  const old = before ?? { categories: [], groups: [] };
  diffList(changes, "category", old.categories, after.categories, (a, b) =>
    a.name !== b.name ? [`renamed from ${a.name}`] : [],
  );
  diffList(
    changes,
    "item",
    old.categories.flatMap((c) => c.items),
    snapshotItems(after),
    (a, b) => itemDetails(a, b, before, after),
  );
  diffList(changes, "modifier group", old.groups, after.groups, groupDetails);
  const optionsOf = (groups: readonly SnapshotGroup[]) => groups.flatMap((group) => group.options);
  diffList(changes, "option", optionsOf(old.groups), optionsOf(after.groups), (a, b) => [
    ...(a.name !== b.name ? [`renamed from ${a.name}`] : []),
    ...(a.priceCents !== b.priceCents
      ? [`price ${formatUsd(a.priceCents)} → ${formatUsd(b.priceCents)}`]
      : []),
  ]);
  return changes;
}

function diffList<T extends { id: string; name: string }>(
  changes: MenuChange[],
  subject: MenuChange["subject"],
  before: readonly T[],
  after: readonly T[],
  detailsOf: (before: T, after: T) => string[],
) {
  const old = byId(before);
  const now = byId(after);
  for (const entry of after) {
    const previous = old.get(entry.id);
    if (!previous) {
      changes.push({ kind: "added", subject, name: entry.name, details: [] });
      continue;
    }
    const details = detailsOf(previous, entry);
    if (details.length > 0) changes.push({ kind: "changed", subject, name: entry.name, details });
  }
  for (const entry of before) {
    if (!now.has(entry.id))
      changes.push({ kind: "removed", subject, name: entry.name, details: [] });
  }
}

function categoryOf(snapshot: MenuSnapshot | null, itemId: string): string | undefined {
  return snapshot?.categories.find((category) => category.items.some((i) => i.id === itemId))?.id;
}

function itemDetails(
  a: SnapshotItem,
  b: SnapshotItem,
  before: MenuSnapshot | null,
  after: MenuSnapshot,
): string[] {
  const details: string[] = [];
  if (a.name !== b.name) details.push(`renamed from ${a.name}`);
  if (a.priceCents !== b.priceCents) {
    details.push(`price ${formatUsd(a.priceCents)} → ${formatUsd(b.priceCents)}`);
  }
  if (a.description !== b.description) details.push("description");
  if (a.photoUrl !== b.photoUrl) details.push(b.photoUrl ? "photo" : "photo removed");
  if (a.dietaryTags.join() !== b.dietaryTags.join()) details.push("dietary tags");
  if (a.groupIds.join() !== b.groupIds.join()) details.push("modifier groups");
  if (categoryOf(before, a.id) !== categoryOf(after, b.id)) details.push("category");
  return details;
}

function groupDetails(a: SnapshotGroup, b: SnapshotGroup): string[] {
  const details: string[] = [];
  if (a.name !== b.name) details.push(`renamed from ${a.name}`);
  if (a.minSelections !== b.minSelections || a.maxSelections !== b.maxSelections) {
    details.push("selections");
  }
  if (a.options.map((o) => o.id).join() !== b.options.map((o) => o.id).join()) {
    details.push("options");
  }
  return details;
}

/** "Added Truffle Fries", "Changed Burger: price $12.00 → $13.50". */
export function describeMenuChange(change: MenuChange): string {
  const verb = { added: "Added", removed: "Removed", changed: "Changed" }[change.kind];
  const subject = change.subject === "item" ? "" : `${change.subject} `;
  const details = change.details.length > 0 ? `: ${change.details.join(", ")}` : "";
  return `${verb} ${subject}${change.name}${details}`;
}
