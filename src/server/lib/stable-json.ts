/**
 * JSON with object keys sorted, so two values that are equal read the same whatever order
 * their keys came in (PostgreSQL's jsonb stores keys in an order of its own).
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, element: unknown) => {
    if (element === null || typeof element !== "object" || Array.isArray(element)) return element;
    return Object.fromEntries(
      Object.entries(element as Record<string, unknown>).sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      ),
    );
  });
}
