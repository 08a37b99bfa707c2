import { z } from "zod";

/** One location as the app shell's switcher and the cards of All locations name it. */
export const locationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  timezone: z.string(),
  currency: z.string(),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;
