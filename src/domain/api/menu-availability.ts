import { z } from "zod";
import { nextLocalMidnight, nextLocalTime } from "../local-midnight";
import { CLOCK_TIME } from "../opening-hours";
import { AVAILABILITY_CHOICES } from "./menu";

/**
 * 86'ing an item or an option, or bringing it back (docs/menu-sync.md): the choice, and for
 * "until a time" the time on the restaurant's clock.
 */
export const availabilityInputSchema = z
  .object({
    availability: z.enum(
      AVAILABILITY_CHOICES,
      "Choose available, until end of day, until a time or until turned back on",
    ),
    /** "Until a time": the time on the restaurant's clock ("17:30"), today or else tomorrow. */
    untilTime: z
      .string()
      .regex(CLOCK_TIME, "Times are on a 24-hour clock, e.g. 09:00 or 22:30")
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.availability === "until_time" && input.untilTime === undefined) {
      context.addIssue({
        code: "custom",
        path: ["untilTime"],
        message: "Choose the time it comes back",
      });
    }
  });
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

/**
 * When an 86 chosen now ends by itself: the restaurant's next midnight, the next time its
 * clock shows the time chosen, or never (null).
 */
export function availabilityEnd(
  input: AvailabilityInput,
  now: Date,
  timeZone: string,
): Date | null {
  if (input.availability === "until_end_of_day") return nextLocalMidnight(now, timeZone);
  if (input.availability === "until_time" && input.untilTime) {
    return nextLocalTime(now, input.untilTime, timeZone);
  }
  return null;
}
