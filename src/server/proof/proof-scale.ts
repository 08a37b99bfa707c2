/**
 * The proof tests (bad input, crashes, outages, tenant isolation) run at a size that fits a
 * CI run by default; `npm run proof` runs the same files at their full size.
 */
export type ProofScale = "ci" | "full";

export const PROOF_SCALE: ProofScale = process.env.PROOF_SCALE === "full" ? "full" : "ci";

/** The size of one proof at this run's scale. */
export function proofSize(sizes: Record<ProofScale, number>): number {
  return sizes[PROOF_SCALE];
}
