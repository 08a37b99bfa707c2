import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { publicPath } from "../../domain/page-meta";

/** What `dist/ssr/render-page.js` (built from src/client/ssr/render-page.tsx) exports. */
type RenderPage = (pathname: string) => Promise<string>;

/** A public page's path, or the not-found page (the same HTML whatever the path). */
export type RenderedPage = { pathname: string; isNotFound?: boolean };

export type PageRenderer = (page: RenderedPage) => Promise<string | null>;

/** A path no route has, where the client draws its not-found page. */
const NOT_FOUND_PATH = "/404";

export type PageRendererOptions = { bundlePath: string; log: FastifyBaseLogger };

/**
 * The public pages' and the not-found page's HTML as the client draws them, rendered once
 * per page and kept: the pages hold no per-visitor data, and every unknown path shares one
 * not-found page (so a crawler's made-up paths cannot fill the memory). Without the bundle (a stub build in tests, or a build
 * from before it existed), or if rendering fails, pages go out unrendered and the browser
 * draws them, as before.
 */
export async function createPageRenderer({
  bundlePath,
  log,
}: PageRendererOptions): Promise<PageRenderer> {
  if (!existsSync(bundlePath)) return async () => null;
  const { renderPage } = (await import(pathToFileURL(bundlePath).href)) as {
    renderPage: RenderPage;
  };
  const rendered = new Map<string, Promise<string | null>>();
  return ({ pathname, isNotFound }) => {
    const path = isNotFound ? NOT_FOUND_PATH : publicPath(pathname);
    if (!path) return Promise.resolve(null);
    let page = rendered.get(path);
    if (!page) {
      page = renderPage(path).catch((error: unknown) => {
        log.warn({ err: error, path }, "could not pre-render a public page; sending it unrendered");
        rendered.delete(path);
        return null;
      });
      rendered.set(path, page);
    }
    return page;
  };
}

const EMPTY_ROOT = '<div id="root"></div>';

/** Puts a pre-rendered page into the built index.html's empty #root. */
export function withRenderedRoot(html: string, rendered: string | null): string {
  if (rendered === null || !html.includes(EMPTY_ROOT)) return html;
  return html.replace(EMPTY_ROOT, () => `<div id="root">${rendered}</div>`);
}
