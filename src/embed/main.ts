import { findEmbedScript, findOrCreateContainer, readEmbedOptions } from "./script-context";
import { mountOrderForm } from "./widget";

/**
 * embed.js: finds its own script tag, then draws the order form into the host
 * page's `#orderdock-order-form` inside a shadow root, so the site's CSS cannot reach it.
 */
const script = findEmbedScript(document);

function start() {
  if (!script) return;
  const container = findOrCreateContainer(document, script);
  // A page that includes the snippet twice still gets one form.
  if (container.shadowRoot || container.dataset.orderdock) return;
  container.dataset.orderdock = "ready";
  mountOrderForm({ host: container, options: readEmbedOptions(script) });
}

// `async` can run the script before the rest of the page is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
