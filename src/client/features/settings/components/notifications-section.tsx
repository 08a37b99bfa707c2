import { Volume2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { Slider } from "@/client/components/ui/slider";
import { updateDeviceSettings, useDeviceSettings } from "@/client/lib/device-settings";
import { playSound, TOAST_SOUND_VOLUME } from "@/client/lib/sound";
import { formatVolume, SETTINGS_TEXT } from "../settings-messages";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.notifications;
/** Keyboard arrows move the volume in steps of 5 %. */
const VOLUME_STEP = 5;

/** Notifications (this device): sounds, their volume, and the new-order pop-ups. */
export function NotificationsSection() {
  const settings = useDeviceSettings();
  const isMuted = !settings.playSounds;
  return (
    <SettingsSection id="notifications" isDeviceOnly {...SETTINGS_TEXT.sections.notifications}>
      <LabelledSwitch
        label={TEXT.playSounds}
        hint={TEXT.playSoundsHint}
        checked={settings.playSounds}
        onCheckedChange={(playSounds) => updateDeviceSettings({ playSounds })}
      />
      <div className="grid gap-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-base font-medium">{TEXT.volume}</p>
          <span className="text-sm text-muted-foreground tabular-nums" aria-hidden>
            {formatVolume(settings.volume)}
          </span>
        </div>
        <Slider
          thumbLabel={TEXT.volume}
          valueText={formatVolume(settings.volume)}
          min={0}
          max={100}
          step={VOLUME_STEP}
          value={[settings.volume]}
          disabled={isMuted}
          onValueChange={([volume]) => {
            if (volume !== undefined) updateDeviceSettings({ volume });
          }}
        />
      </div>
      <div className="grid justify-items-start gap-2">
        {/* The click is the user gesture browsers wait for before they let a page play sound. */}
        <Button
          variant="outline"
          size="lg"
          disabled={isMuted}
          onClick={() => playSound("new", TOAST_SOUND_VOLUME)}
        >
          <Volume2 aria-hidden />
          {TEXT.testSound}
        </Button>
        <p className="text-sm text-muted-foreground">{TEXT.testSoundHint}</p>
      </div>
      <LabelledSwitch
        label={TEXT.showPopups}
        hint={TEXT.showPopupsHint}
        checked={settings.showPopups}
        onCheckedChange={(showPopups) => updateDeviceSettings({ showPopups })}
      />
    </SettingsSection>
  );
}
