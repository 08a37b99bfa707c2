import { LayoutDashboard, ListOrdered, Maximize, Minimize, Undo2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { ThemeToggle } from "@/client/components/theme-toggle";
import { Button } from "@/client/components/ui/button";
import { NativeSelect } from "@/client/components/ui/native-select";
import type { StationChoice } from "@/domain/kitchen-display";
import { displayOrderNumber } from "@/domain/order-number";
import { stationLabel } from "@/domain/printing";
import { KITCHEN_TEXT } from "./kitchen-messages";
import type { BumpedTicket } from "./use-recall";

export type KitchenToolbarProps = {
  restaurantName: string;
  stations: ReadonlyArray<string>;
  station: StationChoice;
  onStationChange(station: StationChoice): void;
  isAllDayShown: boolean;
  onAllDayToggle(): void;
  lastBumped: BumpedTicket | null;
  onRecall(): void;
};

const ALL = "";

/** The display's one bar: the station, Recall, the all-day panel, full screen, theme, exit. */
export function KitchenToolbar({
  restaurantName,
  stations,
  station,
  onStationChange,
  isAllDayShown,
  onAllDayToggle,
  lastBumped,
  onRecall,
}: KitchenToolbarProps) {
  const stationId = useId();
  // A station chosen earlier that is no longer named is still offered, so the choice shows.
  const offered =
    station !== null && !stations.includes(station) ? [...stations, station] : stations;
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-card px-3 py-2">
      <div className="mr-auto min-w-0">
        <h1 className="text-2xl leading-tight font-extrabold">{KITCHEN_TEXT.title}</h1>
        <p className="truncate text-sm text-muted-foreground">{restaurantName}</p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={stationId} className="text-lg font-semibold">
          {KITCHEN_TEXT.station}
        </label>
        <NativeSelect
          id={stationId}
          value={station ?? ALL}
          onChange={(event) =>
            onStationChange(event.target.value === ALL ? null : event.target.value)
          }
          className="h-12 min-w-40 text-lg font-semibold"
        >
          <option value={ALL}>{KITCHEN_TEXT.allStations}</option>
          {offered.map((name) => (
            <option key={name} value={name}>
              {stationLabel(name)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        size="lg"
        variant="outline"
        className="h-12 text-lg"
        onClick={onRecall}
        aria-keyshortcuts="R"
        aria-label={
          lastBumped
            ? `${KITCHEN_TEXT.recall} #${displayOrderNumber(lastBumped.orderNumber)}`
            : KITCHEN_TEXT.recall
        }
      >
        <Undo2 aria-hidden />
        {KITCHEN_TEXT.recall}
        {lastBumped && (
          <span className="tabular-nums">#{displayOrderNumber(lastBumped.orderNumber)}</span>
        )}
      </Button>
      <Button
        size="lg"
        variant={isAllDayShown ? "secondary" : "outline"}
        className="h-12 text-lg"
        aria-pressed={isAllDayShown}
        onClick={onAllDayToggle}
      >
        <ListOrdered aria-hidden />
        {KITCHEN_TEXT.allDay}
      </Button>
      <FullScreenButton />
      <ThemeToggle />
      <Button asChild size="lg" variant="ghost" className="h-12 text-lg">
        <Link href="/dashboard">
          <LayoutDashboard aria-hidden />
          {KITCHEN_TEXT.dashboard}
        </Link>
      </Button>
    </header>
  );
}

/** Full screen where the browser allows it (a tablet's kiosk); hidden where it cannot. */
function FullScreenButton() {
  const [isFull, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    const done = isFull ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refused (no user gesture, a policy): the page stays as it is.
    void done.catch(() => undefined);
  };
  return (
    <Button size="lg" variant="outline" className="h-12 text-lg" onClick={toggle}>
      {isFull ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
      {isFull ? KITCHEN_TEXT.exitFullScreen : KITCHEN_TEXT.fullScreen}
    </Button>
  );
}
