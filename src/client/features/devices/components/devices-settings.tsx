import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useNow } from "@/client/hooks/use-now";
import type { PairingCode } from "@/domain/api/devices";
import { useDevices } from "../api/devices";
import { DEVICES_TEXT } from "../devices-text";
import { AddDeviceForm } from "./add-device-form";
import { DeviceRow } from "./device-row";
import { PairingCodePanel } from "./pairing-code-panel";

/**
 * The Devices part of Settings: add a kitchen device and show its code, then each device
 * with what it asks a PIN for. The page draws the section around it, for the roles that
 * hold `devices.manage`.
 */
export function DevicesSettings({ timeZone }: { timeZone?: string }) {
  const devices = useDevices();
  const now = useNow();
  const [pairing, setPairing] = useState<PairingCode | null>(null);
  return (
    <div className="grid gap-6">
      <AddDeviceForm onAdded={setPairing} />
      {pairing && (
        <PairingCodePanel pairing={pairing} timeZone={timeZone} onDone={() => setPairing(null)} />
      )}
      <section aria-labelledby="device-list-heading" className="grid gap-1">
        <h3 id="device-list-heading" className="text-lg font-semibold">
          {DEVICES_TEXT.listTitle}
        </h3>
        {devices.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-base">{DEVICES_TEXT.loadFailed}</p>
            <Button
              variant="outline"
              disabled={devices.isFetching}
              onClick={() => void devices.refetch()}
            >
              {DEVICES_TEXT.retry}
            </Button>
          </div>
        ) : !devices.data ? (
          <div className="grid justify-items-center py-6">
            <Spinner label={DEVICES_TEXT.loading} className="size-7" />
          </div>
        ) : devices.data.length === 0 ? (
          <p className="text-base text-muted-foreground">{DEVICES_TEXT.noDevices}</p>
        ) : (
          <ul className="divide-y">
            {devices.data.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                now={now}
                timeZone={timeZone}
                onNewCode={setPairing}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
