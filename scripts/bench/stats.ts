/** Summaries of timing samples, in milliseconds. */
export type Summary = { count: number; p50: number; p95: number; p99: number; max: number };

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? Number.NaN;
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
