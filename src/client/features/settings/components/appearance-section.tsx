import { Monitor, Moon, Sun } from "lucide-react";
import { type Theme, useTheme } from "@/client/lib/theme";
import { SETTINGS_TEXT } from "../settings-messages";
import { type Choice, ChoiceGroup } from "./choice-group";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.appearance;
const THEME_CHOICES: ReadonlyArray<Choice<Theme>> = [
  { value: "light", label: TEXT.light, icon: <Sun className="size-4" aria-hidden /> },
  { value: "dark", label: TEXT.dark, icon: <Moon className="size-4" aria-hidden /> },
  { value: "system", label: TEXT.system, icon: <Monitor className="size-4" aria-hidden /> },
];

/**
 * Appearance (this device): the app's one theme provider, so the choice is kept under
 * 'theme' and public/theme-init.js applies it before the next first paint.
 */
export function AppearanceSection() {
  const { theme, setTheme } = useTheme();
  return (
    <SettingsSection id="appearance" isDeviceOnly {...SETTINGS_TEXT.sections.appearance}>
      <ChoiceGroup
        label={TEXT.theme}
        hint={TEXT.systemHint}
        choices={THEME_CHOICES}
        value={theme}
        onChange={setTheme}
      />
    </SettingsSection>
  );
}
