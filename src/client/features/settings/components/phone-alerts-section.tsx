import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import {
  currentPushEndpoint,
  guessDeviceName,
  PushRefusedError,
  pushSupport,
  subscribeThisBrowser,
} from "@/client/lib/push-subscription";
import { DEFAULT_ORDER_WAIT_MINUTES } from "@/domain/push";
import { useAddPushDevice, usePushStatus } from "../api/push-devices";
import { SETTINGS_TEXT } from "../settings-messages";
import { PushDeviceRow } from "./push-device-row";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.phoneAlerts;

/**
 * Phone alerts (docs/push-alerts.md): this device turns them on, and every device that
 * takes them is listed with what it is told of.
 */
export function PhoneAlertsSection() {
  const status = usePushStatus();
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const devices = status.data?.devices ?? [];
  useEffect(() => {
    void currentPushEndpoint().then(setThisEndpoint, () => undefined);
  }, []);
  const isSubscribed = devices.some((device) => device.endpoint === thisEndpoint);

  return (
    <SettingsSection id="phone-alerts" {...SETTINGS_TEXT.sections.phoneAlerts}>
      {status.isPending ? (
        <p className="text-base text-muted-foreground">{TEXT.loading}</p>
      ) : status.isError ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-base">{TEXT.loadFailed}</p>
          <Button variant="outline" onClick={() => void status.refetch()}>
            {TEXT.retry}
          </Button>
        </div>
      ) : (
        <>
          {!isSubscribed && (
            <TurnOnAlerts
              publicKey={status.data.publicKey}
              onSubscribed={(endpoint) => setThisEndpoint(endpoint)}
            />
          )}
          <div className="grid gap-3">
            <h3 className="text-base font-semibold">{TEXT.devicesHeading}</h3>
            {devices.length === 0 ? (
              <p className="text-base text-muted-foreground">{TEXT.noDevices}</p>
            ) : (
              <ul className="grid gap-3">
                {devices.map((device) => (
                  <PushDeviceRow
                    key={device.id}
                    device={device}
                    isThisDevice={device.endpoint === thisEndpoint}
                  />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </SettingsSection>
  );
}

function TurnOnAlerts({
  publicKey,
  onSubscribed,
}: {
  publicKey: string;
  onSubscribed(endpoint: string): void;
}) {
  const [deviceName, setDeviceName] = useState(() => guessDeviceName());
  const [support, setSupport] = useState(pushSupport);
  const add = useAddPushDevice();
  const [isAsking, setIsAsking] = useState(false);

  if (support === "unsupported") return <p className="text-base">{TEXT.unsupported}</p>;

  const turnOn = async () => {
    setIsAsking(true);
    try {
      const subscription = await subscribeThisBrowser(publicKey);
      const name = deviceName.trim() || guessDeviceName();
      await add.mutateAsync({
        subscription,
        deviceName: name,
        orderWaitMinutes: DEFAULT_ORDER_WAIT_MINUTES,
        printerOffline: true,
        autoPaused: true,
      });
      if (subscription.endpoint) onSubscribed(subscription.endpoint);
      toast({ variant: "success", title: TEXT.turnedOn(name) });
    } catch (error) {
      setSupport(pushSupport());
      toast({
        variant: "destructive",
        title:
          error instanceof PushRefusedError ? TEXT.refused : errorMessage(error, TEXT.turnOnFailed),
      });
    } finally {
      setIsAsking(false);
    }
  };

  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-4">
      {support === "denied" && (
        <p className="text-base font-medium text-destructive">{TEXT.denied}</p>
      )}
      <FormField label={TEXT.deviceName}>
        {(control) => (
          <Input
            {...control}
            value={deviceName}
            maxLength={60}
            onChange={(event) => setDeviceName(event.target.value)}
          />
        )}
      </FormField>
      <Button
        size="lg"
        className="justify-self-start"
        disabled={isAsking || support === "denied"}
        onClick={() => void turnOn()}
      >
        <BellRing aria-hidden />
        {isAsking ? TEXT.turningOn : TEXT.turnOn}
      </Button>
    </div>
  );
}
