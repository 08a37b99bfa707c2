/** The sandbox's consent page: what a restaurant owner sees at Uber, plainly labelled. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function renderConsentPage({
  scope,
  approveHref,
  denyHref,
}: {
  scope: string;
  approveHref: string;
  denyHref: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize OrderDock – Uber Eats sandbox</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f6f6f6; color: #111; }
  main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 1rem; box-shadow: 0 1px 3px #0002; }
  .badge { display: inline-block; padding: .125rem .5rem; border-radius: 999px; background: #06c167; color: #000; font-size: .8rem; font-weight: 600; }
  h1 { font-size: 1.5rem; margin: 1rem 0 .5rem; }
  ul { padding-left: 1.25rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  a.button { flex: 1; text-align: center; padding: .75rem 1rem; border-radius: .5rem; text-decoration: none; font-weight: 600; min-height: 1.5rem; }
  a.primary { background: #000; color: #fff; }
  a.secondary { border: 1px solid #999; color: #111; }
  .note { color: #444; font-size: .875rem; }
</style>
</head>
<body>
<main>
  <span class="badge">Uber Eats · sandbox</span>
  <h1>Authorize OrderDock</h1>
  <p>OrderDock wants to connect to your Uber Eats store so its orders arrive on your order dashboard. It will be able to:</p>
  <ul>
    <li>See the stores you manage</li>
    <li>Receive and read your store's orders</li>
  </ul>
  <p class="note">Requested scope: <code>${escapeHtml(scope)}</code>. This page is OrderDock's built-in Uber Eats sandbox: no real Uber account is involved.</p>
  <div class="actions">
    <a class="button secondary" href="${escapeHtml(denyHref)}">Cancel</a>
    <a class="button primary" href="${escapeHtml(approveHref)}">Authorize</a>
  </div>
</main>
</body>
</html>`;
}
