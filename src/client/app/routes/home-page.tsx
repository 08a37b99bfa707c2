import { LogoMark } from "@/client/components/logo";
import { ThemeToggle } from "@/client/components/theme-toggle";
import { PLATFORM_META, PLATFORMS } from "@/domain/platforms";

/** A placeholder home until the landing page lands (issue 6). */
export function HomePage() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="flex items-center justify-end p-4">
        <ThemeToggle />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-6 pb-24 text-center">
        <LogoMark className="size-16" />
        <h1 className="text-5xl font-bold tracking-tight sm:text-6xl">OrderDock</h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Every order from every platform, in one live dashboard your kitchen can trust.
        </p>
        <ul
          className="flex max-w-xl flex-wrap justify-center gap-2"
          aria-label="Supported platforms"
        >
          {PLATFORMS.map((platform) => (
            <li
              key={platform}
              className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-medium"
            >
              <span
                aria-hidden
                className="size-2.5 rounded-full"
                style={{ backgroundColor: PLATFORM_META[platform].color }}
              />
              {PLATFORM_META[platform].displayName}
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
