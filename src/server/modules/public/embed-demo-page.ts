import { embedSnippet } from "../../../domain/api/platform-connections";
import { escapeHtml } from "../../../domain/escape-html";

/**
 * /embed-demo: a made-up restaurant website with the order form pasted in, exactly
 * as the Platform Connections website tab tells an owner to. Its styles are its own, as any
 * host site's would be; the form keeps to its shadow root.
 */
export type DemoRestaurant =
  | { kind: "found"; id: string; name: string; isOrderingEnabled: boolean }
  | { kind: "unknown" }
  | { kind: "none" };

export const DEMO_TEXT = {
  title: (name: string) => `${name} — Order online`,
  sampleName: "Sample restaurant",
  intro:
    "Seasonal plates, wood-fired flatbreads and weekend brunch, made from scratch every day. Order below for pickup or delivery and we'll have it ready when you are.",
  orderingOff:
    "Website ordering is switched off for this restaurant, so the form says ordering is not available. Turn on 'Enable website order form' in Platform Connections → Website.",
  unknown:
    "No restaurant has that id. Copy the embed code again from Platform Connections → Website.",
  none: "There is no restaurant to show yet. Sign in to OrderDock and open this page again, or add ?restaurant=<your restaurant id> to its address.",
  signIn: "Sign in to OrderDock",
  howTitle: "How this form got here",
  how: "This page stands in for your own website. The order form is these two lines, pasted where it should appear:",
  hours: "Open daily 11 am – 10 pm",
  address: "214 Market Street",
  footer: "A sample page served by OrderDock.",
} as const;

export function renderEmbedDemoPage({
  restaurant,
  origin,
}: {
  restaurant: DemoRestaurant;
  /** OrderDock's own address (never a request's Host header), where embed.js is served. */
  origin: string;
}): string {
  const name = restaurant.kind === "found" ? restaurant.name : DEMO_TEXT.sampleName;
  // Escaped like any text: PUBLIC_URL is the operator's, but markup never goes in unescaped.
  const snippet =
    restaurant.kind === "found" ? embedSnippet(escapeHtml(origin), escapeHtml(restaurant.id)) : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(DEMO_TEXT.title(name))}</title>
<style>${PAGE_STYLES}</style>
</head>
<body>
<header class="site-header">
  <p class="brand"><span class="brand-mark" aria-hidden="true">✦</span>${escapeHtml(name)}</p>
  <p class="site-meta">${DEMO_TEXT.address} · ${DEMO_TEXT.hours}</p>
</header>
<main>
  <section class="hero">
    <h1>${escapeHtml(DEMO_TEXT.title(name))}</h1>
    <p>${escapeHtml(DEMO_TEXT.intro)}</p>
  </section>
  ${noticeOf(restaurant)}
  ${snippet ? `<section class="order" aria-label="Order form">\n${snippet}\n</section>` : ""}
  ${
    snippet
      ? `<section class="how">
    <h2>${DEMO_TEXT.howTitle}</h2>
    <p>${DEMO_TEXT.how}</p>
    <pre><code>${escapeHtml(snippet)}</code></pre>
  </section>`
      : ""
  }
</main>
<footer class="site-footer"><p>${DEMO_TEXT.footer}</p></footer>
</body>
</html>
`;
}

function noticeOf(restaurant: DemoRestaurant): string {
  if (restaurant.kind === "found") {
    return restaurant.isOrderingEnabled
      ? ""
      : `<p class="notice" role="note">${escapeHtml(DEMO_TEXT.orderingOff)}</p>`;
  }
  const text = restaurant.kind === "unknown" ? DEMO_TEXT.unknown : DEMO_TEXT.none;
  return `<div class="notice" role="note"><p>${escapeHtml(text)}</p><p><a href="/login">${DEMO_TEXT.signIn}</a></p></div>`;
}

// A host site's own look, deliberately unlike OrderDock's, with rules that would break a
// form that did not keep to its shadow root (all buttons and inputs restyled).
const PAGE_STYLES = `
:root { color-scheme: light dark; --ink: #2b2118; --paper: #f6efe4; --card: #fffaf2; --accent: #7a2e12; --line: #e2d5c3; }
@media (prefers-color-scheme: dark) { :root { --ink: #f3e9dc; --paper: #17120e; --card: #211a15; --accent: #f0a77a; --line: #3b3028; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink); font: 17px/1.6 Georgia, "Times New Roman", serif; }
button, input { font-family: "Comic Sans MS", cursive; text-transform: uppercase; border-radius: 0; }
.site-header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 8px 24px; padding: 18px clamp(16px, 5vw, 48px); border-bottom: 1px solid var(--line); }
.brand { margin: 0; font-size: 22px; font-weight: 700; letter-spacing: 0.02em; }
.brand-mark { color: var(--accent); margin-right: 8px; }
.site-meta { margin: 0; font-size: 15px; }
main { max-width: 1120px; margin: 0 auto; padding: 0 clamp(12px, 4vw, 32px) 48px; }
.hero { padding: clamp(28px, 6vw, 64px) 0 clamp(20px, 4vw, 36px); max-width: 760px; }
.hero h1 { margin: 0 0 12px; font-size: clamp(30px, 6vw, 52px); line-height: 1.1; font-weight: 700; }
.hero p { margin: 0; font-size: 19px; }
.notice { margin: 0 0 24px; padding: 14px 18px; border: 2px solid var(--accent); background: var(--card); border-radius: 8px; }
.notice p { margin: 0; }
.notice p + p { margin-top: 8px; }
.notice a { color: var(--accent); font-weight: 700; }
.how { margin-top: 40px; max-width: 760px; }
.how h2 { font-size: 22px; margin: 0 0 8px; }
.how p { margin: 0 0 12px; }
pre { margin: 0; padding: 14px; overflow-x: auto; background: var(--card); border: 1px solid var(--line); border-radius: 8px; font-size: 14px; white-space: pre-wrap; word-break: break-all; }
.site-footer { padding: 24px clamp(16px, 5vw, 48px); border-top: 1px solid var(--line); font-size: 15px; }
.site-footer p { margin: 0; }
`;
