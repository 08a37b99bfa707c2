import { formatDateTime } from "@/domain/relative-time";

/** A malformed date must not stop the kitchen from printing: show it as given. */
export function formatWhen(value: Date | string, timeZone?: string): string {
  if (Number.isNaN(new Date(value).getTime())) return String(value);
  return formatDateTime(value, timeZone);
}
