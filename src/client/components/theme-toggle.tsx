import { Moon, Sun } from "lucide-react";
import { useDrawnTheme, useTheme } from "@/client/lib/theme";
import { Button } from "./ui/button";

/**
 * Flips between light and dark; Settings offers "system" as well. Its hint is the native
 * title rather than a Radix tooltip, so public pages need not load the tooltip's code.
 */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = useDrawnTheme() === "dark";
  const label = isDark ? "Switch to light mode" : "Switch to dark mode";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      // The theme in force, not the one drawn: while a pre-rendered page hydrates it is drawn
      // light whatever the stored choice, and a press then must still flip the real one.
      onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
    >
      {isDark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
