import { ChevronDown } from "lucide-react";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import type { MenuCategory } from "@/domain/api/menu";
import { stationLabel } from "@/domain/printing";
import { useRouteCategory } from "../api/route-category";
import { CATEGORY_TEXT, MENU_TOASTS } from "../menu-messages";

export type CategoryStationSelectProps = {
  category: MenuCategory;
  /** The built-in stations and every one the menu's categories already use. */
  stations: readonly string[];
};

/** "Station: Kitchen ▾": which kitchen printers get this category's items. */
export function CategoryStationSelect({ category, stations }: CategoryStationSelectProps) {
  const route = useRouteCategory();
  const onChange = (station: string) =>
    route.mutate(
      { categoryId: category.id, station },
      {
        onSuccess: (saved) =>
          toast(MENU_TOASTS.stationChanged(saved.name, stationLabel(saved.station))),
        onError: (error) => toastFailure(MENU_TOASTS.failed.station, error),
      },
    );
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <span aria-hidden>{CATEGORY_TEXT.station}</span>
      <span className="relative inline-flex">
        <select
          aria-label={CATEGORY_TEXT.stationOf(category.name)}
          className="h-10 cursor-pointer appearance-none rounded-md border border-input bg-card py-1 pr-8 pl-2.5 text-sm font-medium text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
          value={category.station}
          disabled={route.isPending}
          onChange={(event) => onChange(event.target.value)}
        >
          {stations.map((station) => (
            <option key={station} value={station}>
              {stationLabel(station)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2"
        />
      </span>
    </span>
  );
}
