import { useId, useState } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { stationLabel } from "@/domain/printing";
import { ADD_PRINTER_TEXT as TEXT } from "../printers-text";

/** The select's value for "a station of our own", which no station can be (names are trimmed). */
const OTHER = " other";

export type StationFieldProps = {
  stations: readonly string[];
  value: string;
  onChange(station: string): void;
  error?: string;
};

/**
 * The printer's station: one already in use (the built-in ones and the restaurant's own), or
 * "Other…", which opens a text box for a new one ("Pizza oven").
 */
export function StationField({ stations, value, onChange, error }: StationFieldProps) {
  const id = useId();
  const [isOther, setOther] = useState(!stations.includes(value));
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{TEXT.station}</Label>
      <NativeSelect
        id={id}
        aria-describedby={isOther ? undefined : describedBy}
        aria-invalid={!isOther && Boolean(error)}
        value={isOther ? OTHER : value}
        onChange={(event) => {
          const next = event.target.value;
          setOther(next === OTHER);
          onChange(next === OTHER ? "" : next);
        }}
      >
        {stations.map((station) => (
          <option key={station} value={station}>
            {stationLabel(station)}
          </option>
        ))}
        <option value={OTHER}>{TEXT.otherStation}</option>
      </NativeSelect>
      {isOther && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-own`}>{TEXT.ownStation}</Label>
          <Input
            id={`${id}-own`}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {TEXT.stationHint}
        </p>
      )}
    </div>
  );
}
