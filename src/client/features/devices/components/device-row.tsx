import { RotateCw, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { CheckboxField } from "@/client/components/ui/checkbox";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import { cn } from "@/client/lib/utils";
import type { Device, PairingCode } from "@/domain/api/devices";
import { DEVICE_ACTION_LABELS, DEVICE_ACTIONS, type DeviceAction } from "@/domain/devices";
import { formatClockTime, formatSinceTime } from "@/domain/relative-time";
import { useNewPairingCode, useRemoveDevice, useUpdateDevice } from "../api/devices";
import { DEVICES_TEXT, DEVICES_TOASTS } from "../devices-text";

export type DeviceRowProps = {
  device: Device;
  /** The screen's clock, for "last used" and whether a code has expired. */
  now: number;
  timeZone?: string;
  onNewCode(code: PairingCode): void;
};

/**
 * One kitchen device: paired or waiting, what it asks a PIN for (saved as soon as a box is
 * ticked), a new code while it waits, and removing it after a question.
 */
export function DeviceRow({ device, now, timeZone, onNewCode }: DeviceRowProps) {
  const [isAsking, setAsking] = useState(false);
  const update = useUpdateDevice();
  const newCode = useNewPairingCode();
  const remove = useRemoveDevice();
  const legendId = useId();
  // While a change is on its way, the boxes show it: set in the click itself, so the box
  // never shows its old state in between, however busy the device.
  const [asked, setAsked] = useState<DeviceAction[] | null>(null);
  const pinActions = asked ?? device.pinActions;

  const onToggle = (action: DeviceAction, isChecked: boolean) => {
    const next = DEVICE_ACTIONS.filter((one) =>
      one === action ? isChecked : pinActions.includes(one),
    );
    setAsked(next);
    update.mutate(
      { id: device.id, pinActions: next },
      {
        onSuccess: () => toast({ variant: "success", title: DEVICES_TOASTS.pinSaved(device.name) }),
        onError: (error) => toastFailure(DEVICES_TOASTS.pinFailed, error),
        // The saved list (or, refused, the one before) shows from here.
        onSettled: () => setAsked(null),
      },
    );
  };
  const onNewCodeClick = () =>
    newCode.mutate(device.id, {
      onSuccess: onNewCode,
      onError: (error) => toastFailure(DEVICES_TOASTS.codeFailed, error),
    });
  const onRemove = () =>
    remove.mutate(device.id, {
      onSuccess: () => toast({ variant: "success", title: DEVICES_TOASTS.removed(device.name) }),
      onError: (error) => toastFailure(DEVICES_TOASTS.removeFailed, error),
    });

  return (
    <li className="grid gap-3 py-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid min-w-0 flex-1 basis-60 gap-0.5">
          <p className="flex items-center gap-2 text-base font-semibold">
            <span
              aria-hidden
              className={cn(
                "size-2.5 shrink-0 rounded-full",
                device.status === "paired" ? "bg-green-600 dark:bg-green-400" : "bg-amber-500",
              )}
            />
            <span className="truncate">{device.name}</span>
          </p>
          <p className="text-sm text-muted-foreground">{statusLine({ device, now, timeZone })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {device.status === "waiting" && (
            <Button
              variant="outline"
              className="h-11"
              aria-label={DEVICES_TEXT.newCodeLabel(device.name)}
              disabled={newCode.isPending}
              onClick={onNewCodeClick}
            >
              <RotateCw aria-hidden />
              {DEVICES_TEXT.newCode}
            </Button>
          )}
          <Button
            variant="outline"
            className="h-11 text-red-700 hover:text-red-800 dark:text-red-400"
            aria-label={DEVICES_TEXT.removeLabel(device.name)}
            disabled={remove.isPending}
            onClick={() => setAsking(true)}
          >
            <Trash2 aria-hidden />
            {DEVICES_TEXT.remove}
          </Button>
        </div>
      </div>
      <fieldset
        aria-labelledby={legendId}
        className="grid gap-1 rounded-lg border p-3"
        disabled={update.isPending}
      >
        <legend id={legendId} className="px-1 text-sm font-semibold">
          {DEVICES_TEXT.pinLegend}
          <span className="sr-only"> · {DEVICES_TEXT.pinActionsOf(device.name)}</span>
        </legend>
        <p className="px-2 pb-1 text-sm text-muted-foreground">{DEVICES_TEXT.pinHint}</p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {DEVICE_ACTIONS.map((action) => (
            <CheckboxField
              key={action}
              label={DEVICE_ACTION_LABELS[action]}
              checked={pinActions.includes(action)}
              onChange={(event) => onToggle(action, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setAsking}
        title={DEVICES_TEXT.removeTitle(device.name)}
        description={DEVICES_TEXT.removeDescription}
        confirmLabel={DEVICES_TEXT.removeConfirm}
        onConfirm={onRemove}
      />
    </li>
  );
}

/** "Paired · last used 12:41 PM", or "Waiting for its code · the code works until 12:51 PM". */
function statusLine({ device, now, timeZone }: Omit<DeviceRowProps, "onNewCode">): string {
  if (device.status === "paired") {
    const lastUsed = device.lastSeenAt
      ? formatSinceTime(new Date(device.lastSeenAt), new Date(now), timeZone)
      : null;
    return DEVICES_TEXT.paired(lastUsed);
  }
  const expiresAt = device.codeExpiresAt ? Date.parse(device.codeExpiresAt) : null;
  if (expiresAt === null) return DEVICES_TEXT.waiting;
  const code =
    expiresAt <= now
      ? DEVICES_TEXT.codeExpired
      : DEVICES_TEXT.codeWorksUntil(formatClockTime(new Date(expiresAt), timeZone));
  return `${DEVICES_TEXT.waiting} · ${code}`;
}
