import { replaceUnsafeText } from "../../domain/unicode";

/**
 * A parsed JSON value with every string (keys too) made storable: NUL and lone surrogates
 * replaced (domain/unicode.ts). Walks with its own stack, so a body nested 20,000 deep is
 * cleaned like any other instead of overflowing the call stack. Returns the deepest nesting
 * it saw, for callers that refuse absurd depths.
 */
export type CleanJson = {
  value: unknown;
  depth: number;
  /** A "__proto__" key was seen (kept as an own property, never as the prototype). */
  hasProtoKey: boolean;
};

export function cleanJson(value: unknown): CleanJson {
  type Frame = { source: unknown; assign(result: unknown): void; depth: number };
  let root: unknown;
  let maxDepth = 0;
  let hasProtoKey = false;
  const stack: Frame[] = [{ source: value, assign: (result) => (root = result), depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { source, depth } = frame;
    if (depth > maxDepth) maxDepth = depth;
    if (typeof source === "string") {
      frame.assign(replaceUnsafeText(source));
    } else if (Array.isArray(source)) {
      const copy: unknown[] = new Array(source.length);
      frame.assign(copy);
      source.forEach((element, index) => {
        stack.push({
          source: element,
          assign: (result) => (copy[index] = result),
          depth: depth + 1,
        });
      });
    } else if (source !== null && typeof source === "object") {
      const copy: Record<string, unknown> = {};
      frame.assign(copy);
      for (const [key, element] of Object.entries(source)) {
        const cleanKey = replaceUnsafeText(key);
        if (cleanKey === "__proto__") hasProtoKey = true;
        const define = (result: unknown) =>
          Object.defineProperty(copy, cleanKey, {
            value: result,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        // The key takes its place now, so the copy keeps the body's key order although
        // the stack visits the values last first.
        define(undefined);
        stack.push({ source: element, assign: define, depth: depth + 1 });
      }
    } else {
      frame.assign(source);
    }
  }
  return { value: root, depth: maxDepth, hasProtoKey };
}
