import { HOSTILE_KEYS, hostileValue, INJECTION_STRINGS, setOwn } from "./hostile-values";
import type { Rng } from "./prng";

/**
 * One hostile change to a value a route would accept: a field of the wrong type, missing, a
 * field too many, a text replaced by an injection, a node nested deep. The change is named,
 * so a failure says what was sent.
 */
export type Mutated = { value: unknown; change: string };

type Slot = { path: string; get(): unknown; set(value: unknown): void; remove?(): void };

export function mutateValue(original: unknown, rng: Rng): Mutated {
  const root = { value: structuredClone(original) };
  const slots = slotsOf(root);
  const slot = rng.pick(slots);
  const current = slot.get();
  switch (rng.int(0, 6)) {
    case 0:
      slot.set(wrongType(current, rng));
      return { value: root.value, change: `wrong type at ${slot.path}` };
    case 1:
      if (slot.remove) {
        slot.remove();
        return { value: root.value, change: `missing ${slot.path}` };
      }
      return extraField(root, rng);
    case 2:
      return extraField(root, rng);
    case 3:
      if (typeof current === "string") {
        slot.set(rng.pick(INJECTION_STRINGS));
        return { value: root.value, change: `injection at ${slot.path}` };
      }
      slot.set(hostileValue(rng));
      return { value: root.value, change: `hostile value at ${slot.path}` };
    default:
      slot.set(hostileValue(rng));
      return { value: root.value, change: `hostile value at ${slot.path}` };
  }
}

/** A field the route does not know, named like a prototype or a privilege. */
function extraField(root: { value: unknown }, rng: Rng): Mutated {
  const objects = slotsOf(root)
    .map((slot) => slot.get())
    .filter(isRecord);
  const key = rng.pick(HOSTILE_KEYS);
  const value = hostileValue(rng);
  const target = objects.length > 0 ? rng.pick(objects) : null;
  if (target) setOwn(target, key, value);
  else {
    const replacement: Record<string, unknown> = {};
    setOwn(replacement, key, value);
    root.value = replacement;
  }
  return { value: root.value, change: `extra field ${JSON.stringify(key)}` };
}

function wrongType(value: unknown, rng: Rng): unknown {
  if (typeof value === "string") return rng.pick([42, true, null, [value], { value }]);
  if (typeof value === "number") return rng.pick([String(value), true, null, [value], {}]);
  if (typeof value === "boolean") return rng.pick([String(value), 1, null, []]);
  if (Array.isArray(value)) return rng.pick([{ ...value }, "[]", 0, null]);
  if (isRecord(value)) return rng.pick([[value], "{}", 1, null]);
  return rng.pick(["text", 1, {}, []]);
}

/** The root and every node under it, each with a way to replace or drop it. */
function slotsOf(root: { value: unknown }): Slot[] {
  const slots: Slot[] = [
    {
      path: "(body)",
      get: () => root.value,
      set: (value) => {
        root.value = value;
      },
    },
  ];
  const visit = (node: unknown, path: string, depth: number) => {
    if (depth > 8) return;
    if (Array.isArray(node)) {
      node.forEach((child, index) => {
        const at = `${path}[${index}]`;
        slots.push({
          path: at,
          get: () => node[index],
          set: (value) => {
            node[index] = value;
          },
          remove: () => node.splice(index, 1),
        });
        visit(child, at, depth + 1);
      });
    } else if (isRecord(node)) {
      for (const key of Object.keys(node)) {
        const at = path ? `${path}.${key}` : key;
        slots.push({
          path: at,
          get: () => node[key],
          set: (value) => setOwn(node, key, value),
          remove: () => {
            delete node[key];
          },
        });
        visit(node[key], at, depth + 1);
      }
    }
  };
  visit(root.value, "", 0);
  return slots;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
