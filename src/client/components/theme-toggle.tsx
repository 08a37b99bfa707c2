import { Moon, Sun } from "lucide-react";
import { useTheme } from "@/client/lib/theme";
import { Button } from "./ui/button";
import { Tooltip } from "./ui/tooltip";

/** Flips between light and dark; Settings offers "system" as well. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = resolvedTheme === "dark";
  const label = isDark ? "Switch to light mode" : "Switch to dark mode";
  return (
    <Tooltip label={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        onClick={() => setTheme(isDark ? "light" : "dark")}
      >
        {isDark ? <Sun aria-hidden /> : <Moon aria-hidden />}
      </Button>
    </Tooltip>
  );
}
