import { useQuery } from "@tanstack/react-query";
import { settingsQueryOptions } from "@/client/lib/restaurant-settings";
import { DEFAULT_PREP_MINUTES } from "@/domain/api/settings";
import { DEFAULT_DEADLINE_WARNING_MINUTES } from "@/domain/platform-actions";

export type AnswerSettings = {
  /** The preparation time Accept offers first (Settings' "Preparation time"). */
  prepMinutes: number;
  /** Minutes before a platform's deadline when the countdown turns red. */
  deadlineWarningMinutes: number;
};

/**
 * The restaurant's settings for answering platforms; the defaults stand in until they
 * arrive, or when they cannot be read, so a countdown never waits on them.
 */
export function useAnswerSettings(): AnswerSettings {
  const { data } = useQuery(settingsQueryOptions());
  return {
    prepMinutes: data?.restaurant.prepMinutes ?? DEFAULT_PREP_MINUTES,
    deadlineWarningMinutes:
      data?.orderHandling.deadlineWarningMinutes ?? DEFAULT_DEADLINE_WARNING_MINUTES,
  };
}
