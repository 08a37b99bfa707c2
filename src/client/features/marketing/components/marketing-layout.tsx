import { type ReactNode, useEffect } from "react";
import { type PublicPath, publicPageMeta } from "@/domain/page-meta";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export type MarketingLayoutProps = { path: PublicPath; children: ReactNode };

/** The public pages' frame: header, the page, footer; the page's title for the tab. */
export function MarketingLayout({ path, children }: MarketingLayoutProps) {
  usePageMeta(path);
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The server wrote these tags for the first page; keep them true after in-app navigation. */
function usePageMeta(path: PublicPath) {
  useEffect(() => {
    const meta = publicPageMeta(path);
    if (!meta) return;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    // A new page starts at its top, or at the section its link names ('Pricing FAQ').
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [path]);
}
