import { z } from "zod";
import { PLATFORMS } from "../platforms";

/**
 * A connection's go-live check (docs/go-live-check.md): each point, whether it holds, and
 * what was found, in the platform's own words where it refused.
 */
export const GO_LIVE_POINT_KINDS = [
  "credentials",
  "scopes",
  "activated",
  "store",
  "webhook",
] as const;
export type GoLivePointKind = (typeof GO_LIVE_POINT_KINDS)[number];

export const goLiveReportSchema = z.object({
  platform: z.enum(PLATFORMS),
  /** Where the calls went: the platform itself, or its twin inside OrderDock. */
  target: z.enum(["platform", "twin"]),
  checkedAt: z.string(),
  points: z.array(
    z.object({
      point: z.enum(GO_LIVE_POINT_KINDS),
      state: z.enum(["ok", "failed", "unchecked"]),
      detail: z.string(),
    }),
  ),
});
export type GoLiveReport = z.infer<typeof goLiveReportSchema>;
