import type { StationChoice } from "@/domain/kitchen-display";
import { STATION_NAME_MAX } from "@/domain/printing";

/**
 * The station this screen shows, in localStorage: the bar's tablet stays on Bar after a
 * reload. Nothing stored, or anything unreadable, means every station.
 */
export const STATION_CHOICE_KEY = "orderdock.kitchen-station.v1";

export function readStationChoice(): StationChoice {
  try {
    const stored = localStorage.getItem(STATION_CHOICE_KEY);
    if (stored === null || stored === "" || stored.length > STATION_NAME_MAX) return null;
    return stored;
  } catch {
    return null;
  }
}

export function saveStationChoice(station: StationChoice): void {
  try {
    if (station === null) localStorage.removeItem(STATION_CHOICE_KEY);
    else localStorage.setItem(STATION_CHOICE_KEY, station);
  } catch {
    // Storage blocked (private mode): the choice lasts this visit only.
  }
}
