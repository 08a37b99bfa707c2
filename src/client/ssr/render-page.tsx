import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App } from "@/client/app/app";

/**
 * The public pages drawn on the server: the same <App /> the browser runs, at the
 * given path, waiting for lazily loaded pages. The server puts the HTML into #root and the
 * browser hydrates it, so the first paint needs no JavaScript. Built by `vite build --ssr`
 * into dist/ssr; see scripts/client-build.ts and server/plugins/static-client.ts.
 */
export async function renderPage(pathname: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={pathname}>
        <App />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
