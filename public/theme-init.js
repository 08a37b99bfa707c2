// Runs before the first paint (see index.html). Mirrors resolveTheme() in
// src/client/lib/theme.tsx: 'light' is the default, 'system' follows the device.
(() => {
  try {
    const stored = localStorage.getItem("theme");
    const isDark =
      stored === "dark" ||
      (stored === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", isDark);
    document.documentElement.style.colorScheme = isDark ? "dark" : "light";
  } catch {
    // Storage can be blocked (private mode); the light default then stands.
  }
})();
