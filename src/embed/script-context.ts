/**
 * Where the form came from and where it goes, read from its own script tag:
 * `<script src="https://orders.example/embed.js" data-restaurant="ID" async>` (the snippet of
 * src/domain/api/platform-connections.ts). The API is the script's own origin, so the form
 * works on any site.
 */
export const CONTAINER_ID = "orderdock-order-form";

export type Theme = "light" | "dark" | "auto";

export type EmbedOptions = { restaurantId: string; apiOrigin: string; theme: Theme };

export function findEmbedScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && isEmbedSrc(current.src)) return current;
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>("script[src]"));
  return scripts.reverse().find((script) => isEmbedSrc(script.src)) ?? null;
}

const isEmbedSrc = (src: string) => /\/embed\.js(?:[?#].*)?$/.test(src);

export function readEmbedOptions(script: HTMLScriptElement): EmbedOptions {
  const theme = script.dataset.theme;
  return {
    restaurantId: (script.dataset.restaurant ?? "").trim(),
    apiOrigin: new URL(script.src, script.ownerDocument.baseURI).origin,
    theme: theme === "light" || theme === "dark" ? theme : "auto",
  };
}

/** The snippet's `<div id="orderdock-order-form">`, or one made right after the script. */
export function findOrCreateContainer(doc: Document, script: HTMLScriptElement): HTMLElement {
  const existing = doc.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const container = doc.createElement("div");
  container.id = CONTAINER_ID;
  const parent = script.parentElement;
  if (parent && parent !== doc.head) parent.insertBefore(container, script.nextSibling);
  else doc.body.append(container);
  return container;
}
