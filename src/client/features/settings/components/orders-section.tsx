import { ArrowDownWideNarrow, ArrowUpNarrowWide } from "lucide-react";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { updateDeviceSettings, useDeviceSettings } from "@/client/lib/device-settings";
import { SETTINGS_TEXT } from "../settings-messages";
import { type Choice, ChoiceGroup } from "./choice-group";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.orders;
const SORTS: ReadonlyArray<Choice<"newest" | "oldest">> = [
  {
    value: "newest",
    label: TEXT.newest,
    icon: <ArrowDownWideNarrow className="size-4" aria-hidden />,
  },
  {
    value: "oldest",
    label: TEXT.oldest,
    icon: <ArrowUpNarrowWide className="size-4" aria-hidden />,
  },
];

/** Orders (this device): how the dashboard opens, and printing new orders by themselves. */
export function OrdersSection() {
  const settings = useDeviceSettings();
  return (
    <SettingsSection id="orders" isDeviceOnly {...SETTINGS_TEXT.sections.orders}>
      <ChoiceGroup
        label={TEXT.defaultSort}
        hint={TEXT.defaultSortHint}
        choices={SORTS}
        value={settings.defaultSort}
        onChange={(defaultSort) => updateDeviceSettings({ defaultSort })}
      />
      <LabelledSwitch
        label={TEXT.autoPrint}
        hint={TEXT.autoPrintHint}
        checked={settings.autoPrint}
        onCheckedChange={(autoPrint) => updateDeviceSettings({ autoPrint })}
      />
    </SettingsSection>
  );
}
