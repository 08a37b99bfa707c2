import { Volume2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Slider } from "@/client/components/ui/slider";
import {
  CHIME_REPEAT_SECONDS,
  updateDeviceSettings,
  useDeviceSettings,
} from "@/client/lib/device-settings";
import { playSound, TOAST_SOUND_VOLUME } from "@/client/lib/sound";
import { formatVolume, SETTINGS_TEXT } from "../settings-messages";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.notifications;
/** Keyboard arrows move the volume in steps of 5 %. */
const VOLUME_STEP = 5;

/**
 * Notifications (this device): sounds, their volume, the chime's repeat, keeping the screen
 * awake, and the new-order pop-ups.
 */
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
      <div className="grid gap-1.5">
        <label htmlFor="chime-repeat" className="text-base font-medium">
          {TEXT.chimeRepeat}
        </label>
        <NativeSelect
          id="chime-repeat"
          aria-describedby="chime-repeat-hint"
          value={settings.chimeRepeatSeconds}
          disabled={isMuted}
          onChange={(event) => {
            const seconds = Number(event.target.value);
            const choice = CHIME_REPEAT_SECONDS.find((each) => each === seconds);
            if (choice !== undefined) updateDeviceSettings({ chimeRepeatSeconds: choice });
          }}
        >
          {CHIME_REPEAT_SECONDS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? TEXT.chimeOnce : TEXT.chimeEvery(seconds)}
            </option>
          ))}
        </NativeSelect>
        <p id="chime-repeat-hint" className="text-sm text-muted-foreground">
          {TEXT.chimeRepeatHint}
        </p>
      </div>
      <LabelledSwitch
        label={TEXT.keepAwake}
        hint={TEXT.keepAwakeHint}
        checked={settings.keepScreenAwake}
        onCheckedChange={(keepScreenAwake) => updateDeviceSettings({ keepScreenAwake })}
      />
      <LabelledSwitch
        label={TEXT.showPopups}
        hint={TEXT.showPopupsHint}
        checked={settings.showPopups}
        onCheckedChange={(showPopups) => updateDeviceSettings({ showPopups })}
      />
    </SettingsSection>
  );
}
