/**
 * Which restaurant count the rush tries next: from the first, doubling while steps pass or
 * halving while they fail, until one passes and one fails; then `refinements` steps halfway
 * between the largest pass and the smallest failure. Null when the search is over.
 */
export type Tried = { restaurants: number; passed: boolean };

export type SearchLimits = { first: number; min: number; max: number; refinements: number };

export function nextRestaurants(tried: readonly Tried[], limits: SearchLimits): number | null {
  if (tried.length === 0) return limits.first;
  const passes = tried.filter((step) => step.passed).map((step) => step.restaurants);
  const failures = tried.filter((step) => !step.passed).map((step) => step.restaurants);
  const best = passes.length > 0 ? Math.max(...passes) : null;
  const failed = failures.length > 0 ? Math.min(...failures) : null;
  if (failed === null) {
    const next = (best ?? limits.first) * 2;
    return next <= limits.max ? next : null;
  }
  if (best === null) {
    const next = Math.round(failed / 2);
    return next >= limits.min ? next : null;
  }
  // Steps tried once both a pass and a failure were known.
  const bracketedAt = tried.findIndex((_, index) => {
    const before = tried.slice(0, index + 1);
    return before.some((step) => step.passed) && before.some((step) => !step.passed);
  });
  const refined = tried.length - 1 - bracketedAt;
  const next = Math.round((best + failed) / 2 / 10) * 10;
  if (refined >= limits.refinements || next <= best || next >= failed) return null;
  return next;
}
