import { Send, Trash2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { NativeSelect } from "@/client/components/ui/native-select";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { unsubscribeThisBrowser } from "@/client/lib/push-subscription";
import type { PushChoices, PushDevice } from "@/domain/api/push";
import { ORDER_WAIT_MINUTE_CHOICES } from "@/domain/push";
import { useRemovePushDevice, useTestPushDevice, useUpdatePushDevice } from "../api/push-devices";
import { SETTINGS_TEXT } from "../settings-messages";

const TEXT = SETTINGS_TEXT.phoneAlerts;
const OFF = "off";

/** One device that takes alerts: what it is told of, a test, and removing it. */
export function PushDeviceRow({
  device,
  isThisDevice,
}: {
  device: PushDevice;
  isThisDevice: boolean;
}) {
  const update = useUpdatePushDevice();
  const remove = useRemovePushDevice();
  const test = useTestPushDevice();
  const save = (patch: Partial<PushChoices>) =>
    update.mutate(
      { id: device.id, ...patch },
      {
        onError: (error) =>
          toast({ variant: "destructive", title: errorMessage(error, TEXT.saveFailed) }),
      },
    );
  const sendTest = () =>
    test.mutate(device.id, {
      onSuccess: (outcome) => {
        if (outcome.kind === "sent")
          toast({ variant: "success", title: TEXT.testSent(device.deviceName) });
        else if (outcome.kind === "gone")
          toast({ variant: "destructive", title: TEXT.testGone(device.deviceName) });
        else toast({ variant: "destructive", title: TEXT.testFailed, description: outcome.reason });
      },
      onError: (error) =>
        toast({ variant: "destructive", title: errorMessage(error, TEXT.testFailed) }),
    });
  const removeDevice = () =>
    remove.mutate(device.id, {
      onSuccess: () => {
        if (isThisDevice) void unsubscribeThisBrowser().catch(() => undefined);
        toast({ variant: "success", title: TEXT.removed(device.deviceName) });
      },
      onError: (error) =>
        toast({ variant: "destructive", title: errorMessage(error, TEXT.removeFailed) }),
    });

  return (
    <li className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 className="text-lg font-semibold">{device.deviceName}</h4>
        {isThisDevice && (
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
            {TEXT.thisDevice}
          </span>
        )}
      </div>
      {device.lastError && (
        <p className="text-sm font-medium text-destructive">{TEXT.lastRefused(device.lastError)}</p>
      )}
      <FormField label={TEXT.orderWaiting}>
        {(control) => (
          <NativeSelect
            {...control}
            value={device.orderWaitMinutes ?? OFF}
            onChange={(event) => {
              const minutes = Number(event.target.value);
              const choice = ORDER_WAIT_MINUTE_CHOICES.find((each) => each === minutes) ?? null;
              save({ orderWaitMinutes: choice });
            }}
          >
            <option value={OFF}>{TEXT.orderWaitingOff}</option>
            {ORDER_WAIT_MINUTE_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {TEXT.orderWaitingAfter(minutes)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <LabelledSwitch
        label={TEXT.printerOffline}
        checked={device.printerOffline}
        onCheckedChange={(printerOffline) => save({ printerOffline })}
      />
      <LabelledSwitch
        label={TEXT.autoPaused}
        hint={TEXT.autoPausedHint}
        checked={device.autoPaused}
        onCheckedChange={(autoPaused) => save({ autoPaused })}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="lg" disabled={test.isPending} onClick={sendTest}>
          <Send aria-hidden />
          {TEXT.sendTest}
        </Button>
        <Button
          variant="outline"
          size="lg"
          aria-label={TEXT.removeLabel(device.deviceName)}
          disabled={remove.isPending}
          onClick={removeDevice}
        >
          <Trash2 aria-hidden />
          {TEXT.remove}
        </Button>
      </div>
    </li>
  );
}
