import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { settingsQueryOptions } from "@/client/lib/restaurant-settings";
import { DEFAULT_AGE_THRESHOLDS } from "@/domain/api/settings";
import type { AgeThresholds } from "@/domain/order-age";

/**
 * When an open order's age turns amber and red (Settings, order handling). The defaults
 * stand in until the settings arrive, or when they cannot be read.
 */
export function useAgeThresholds(): AgeThresholds {
  const { data } = useQuery(settingsQueryOptions());
  const warningMinutes =
    data?.orderHandling.ageWarningMinutes ?? DEFAULT_AGE_THRESHOLDS.warningMinutes;
  const lateMinutes = data?.orderHandling.ageLateMinutes ?? DEFAULT_AGE_THRESHOLDS.lateMinutes;
  // One object while the numbers stay the same, so memoised cards are not redrawn.
  return useMemo(() => ({ warningMinutes, lateMinutes }), [warningMinutes, lateMinutes]);
}
