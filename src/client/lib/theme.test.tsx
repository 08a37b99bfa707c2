import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readStoredTheme, resolveTheme, THEME_STORAGE_KEY, ThemeProvider, useTheme } from "./theme";

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <span data-testid="theme">{`${theme}/${resolvedTheme}`}</span>
      <button type="button" onClick={() => setTheme("dark")}>
        dark
      </button>
      <button type="button" onClick={() => setTheme("system")}>
        system
      </button>
    </div>
  );
}

function stubSystemDark(isDark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: isDark && query === "(prefers-color-scheme: dark)",
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the theme", () => {
  it("is light by default", () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId("theme")).toHaveTextContent("light/light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("stores the choice under 'theme' and applies it to the page", () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole("button", { name: "dark" }).click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
  });

  it("starts from the stored choice", () => {
    localStorage.setItem("theme", "dark");
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId("theme")).toHaveTextContent("dark/dark");
  });

  it("follows the device when set to system", () => {
    stubSystemDark(true);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole("button", { name: "system" }).click());
    expect(screen.getByTestId("theme")).toHaveTextContent("system/dark");
    expect(document.documentElement).toHaveClass("dark");
  });

  it("ignores a stored value it does not know", () => {
    localStorage.setItem("theme", "sepia");
    expect(readStoredTheme()).toBe("light");
  });

  it("resolves system by the device preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
  });
});
