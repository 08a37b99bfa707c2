/**
 * The form's own styles, inside its shadow root: the host page's CSS cannot reach in, and
 * `all: initial` stops its inherited fonts and colours. Sizes are in px because a host may
 * change the root font size. A host can set `--orderdock-accent` on the container.
 */
const LIGHT = `
  --od-bg: #ffffff;
  --od-surface: #faf7f2;
  --od-text: #1f1a17;
  --od-muted: #5c534d;
  --od-border: #e4ddd4;
  --od-border-strong: #8a7f76;
  --od-accent: var(--orderdock-accent, #a63d17);
  --od-accent-text: #ffffff;
  --od-accent-soft: #fdf0ea;
  --od-tag-bg: #fde8dd;
  --od-tag-text: #7c2d12;
  --od-danger: #b42318;
  --od-danger-soft: #fef3f2;
  --od-success: #067647;
  --od-success-soft: #ecfdf3;
  --od-focus: #1d4ed8;
  color-scheme: light;`;

const DARK = `
  --od-bg: #1c1917;
  --od-surface: #262220;
  --od-text: #f5f1ec;
  --od-muted: #c2b8ae;
  --od-border: #3f3833;
  --od-border-strong: #7d7168;
  --od-accent: var(--orderdock-accent-dark, #f4a36c);
  --od-accent-text: #1c1917;
  --od-accent-soft: #2a1f1c;
  --od-tag-bg: #3a2a20;
  --od-tag-text: #fcd9bd;
  --od-danger: #ff8a80;
  --od-danger-soft: #2c1a19;
  --od-success: #6ce9a6;
  --od-success-soft: #16261d;
  --od-focus: #93c5fd;
  color-scheme: dark;`;

export const STYLES = `
:host { all: initial; display: block; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
.od-root {${LIGHT}
  container: od-root / inline-size;
  position: relative;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: var(--od-text);
  background: var(--od-bg);
  border: 1px solid var(--od-border);
  border-radius: 16px;
  padding: 20px 16px;
  text-align: left;
  -webkit-text-size-adjust: 100%;
}
.od-root[data-theme="dark"] {${DARK} }
@media (prefers-color-scheme: dark) {
  .od-root:not([data-theme="light"]) {${DARK} }
}
h2, h3, h4, p, ul, fieldset, legend { margin: 0; padding: 0; }
ul { list-style: none; }
button, input, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid var(--od-focus); outline-offset: 2px; }
.od-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.od-muted { color: var(--od-muted); }
.od-header { margin-bottom: 20px; }
.od-title { font-size: 24px; line-height: 1.25; font-weight: 700; }
.od-subtitle { color: var(--od-muted); }
.od-loading { color: var(--od-muted); padding: 24px 0; }
.od-footer { margin-top: 24px; font-size: 13px; color: var(--od-muted); text-align: center; }

.od-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; min-width: 44px; padding: 8px 16px;
  border: 1px solid var(--od-border-strong); border-radius: 10px;
  background: var(--od-bg); color: var(--od-text);
  font-weight: 600; line-height: 1.2; cursor: pointer; text-align: center;
}
.od-button:hover { background: var(--od-surface); }
.od-button-primary { background: var(--od-accent); border-color: var(--od-accent); color: var(--od-accent-text); }
.od-button-primary:hover { background: var(--od-accent); filter: brightness(1.08); }
.od-button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; filter: none; }
.od-icon-button { padding: 0; font-size: 20px; }
.od-link-button { border-color: transparent; background: transparent; text-decoration: underline; text-underline-offset: 3px; }
.od-link-button:hover { background: transparent; text-decoration: none; }

.od-layout { display: grid; gap: 24px; }
@container od-root (min-width: 760px) {
  .od-layout { grid-template-columns: minmax(0, 1fr) minmax(300px, 380px); align-items: start; }
}
.od-category + .od-category { margin-top: 28px; }
.od-category-name { font-size: 20px; line-height: 1.3; font-weight: 700; padding-bottom: 4px; }
.od-item { display: flex; gap: 12px; align-items: flex-start; padding: 16px 0; border-bottom: 1px solid var(--od-border); }
.od-item-photo { width: 72px; height: 72px; border-radius: 10px; object-fit: cover; flex: none; }
.od-item-body { flex: 1; min-width: 0; }
.od-item-name { font-size: 17px; line-height: 1.35; font-weight: 650; }
.od-item-description { color: var(--od-muted); font-size: 15px; margin-top: 2px; }
.od-item-actions { display: flex; flex-direction: column; align-items: flex-end; gap: 8px; flex: none; }
.od-price { font-weight: 650; font-variant-numeric: tabular-nums; }
.od-item-sold-out .od-item-name, .od-item-sold-out .od-price { color: var(--od-muted); }
.od-sold-out-badge {
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 12px;
  border: 1px dashed var(--od-border-strong); border-radius: 10px;
  color: var(--od-muted); font-size: 14px; font-weight: 600;
}
.od-tags { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
.od-tag { font-size: 13px; line-height: 1.4; padding: 2px 8px; border-radius: 999px; background: var(--od-tag-bg); color: var(--od-tag-text); }

.od-aside { container: od-aside / inline-size; display: grid; gap: 20px; align-content: start; }
.od-cart, .od-checkout { background: var(--od-surface); border: 1px solid var(--od-border); border-radius: 12px; padding: 16px; }
.od-section-title { font-size: 19px; line-height: 1.3; font-weight: 700; margin-bottom: 8px; }
.od-lines { display: grid; }
.od-line { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 12px; padding: 12px 0; border-bottom: 1px solid var(--od-border); }
.od-line-name { font-weight: 600; }
.od-line-options { color: var(--od-muted); font-size: 14px; }
.od-line-note { font-size: 14px; font-style: italic; overflow-wrap: anywhere; }
.od-line-total { font-weight: 600; font-variant-numeric: tabular-nums; }
.od-line-controls { grid-column: 1 / -1; display: flex; align-items: center; gap: 8px; margin-top: 6px; }
.od-line-controls .od-link-button { margin-left: auto; }
.od-quantity { display: inline-flex; align-items: center; gap: 8px; }
.od-quantity .od-label { margin-right: 4px; }
.od-quantity-value { min-width: 28px; text-align: center; font-weight: 700; font-variant-numeric: tabular-nums; }
.od-subtotal { display: flex; justify-content: space-between; gap: 12px; padding-top: 12px; font-size: 18px; font-weight: 700; }
.od-subtotal-amount { font-variant-numeric: tabular-nums; }
.od-subtotal-line, .od-tax-line { font-size: 16px; font-weight: 400; }
.od-tax-line { padding-top: 4px; }
.od-total-line { margin-top: 8px; border-top: 1px solid var(--od-border); }
.od-note { color: var(--od-muted); font-size: 14px; margin-top: 2px; }

.od-checkout { display: grid; gap: 16px; }
.od-checkout .od-section-title { margin-bottom: 0; }
.od-field { display: grid; gap: 6px; }
.od-label { font-weight: 600; }
.od-hint { color: var(--od-muted); font-size: 14px; }
.od-input {
  width: 100%; min-height: 44px; padding: 10px 12px; font-size: 16px;
  background: var(--od-bg); border: 1px solid var(--od-border-strong); border-radius: 10px;
}
textarea.od-input { resize: vertical; min-height: 88px; }
.od-input[aria-invalid="true"] { border-color: var(--od-danger); border-width: 2px; }
.od-field-error { color: var(--od-danger); font-size: 15px; font-weight: 600; }
.od-address { display: grid; gap: 16px; }
.od-address-row { display: grid; gap: 16px; }
@container od-aside (min-width: 440px) {
  .od-address-row { grid-template-columns: 2fr 1fr 1fr; }
}
.od-group { border: 0; min-width: 0; display: grid; gap: 8px; }
.od-group legend { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 8px; font-weight: 650; margin-bottom: 8px; }
.od-group-rule { font-size: 14px; font-weight: 500; color: var(--od-muted); }
.od-group-rule.od-required { color: var(--od-text); }
.od-choices { display: grid; gap: 8px; }
.od-choices-inline { grid-template-columns: 1fr 1fr; }
.od-choice {
  display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 8px 12px;
  border: 1px solid var(--od-border-strong); border-radius: 10px; background: var(--od-bg); cursor: pointer;
}
.od-choice:has(input:checked) { border-color: var(--od-accent); box-shadow: inset 0 0 0 1px var(--od-accent); background: var(--od-accent-soft); }
.od-choice:has(input:focus-visible) { outline: 3px solid var(--od-focus); outline-offset: 2px; }
.od-choice input { width: 20px; height: 20px; margin: 0; flex: none; accent-color: var(--od-accent); }
.od-choice input:focus-visible { outline: none; }
.od-choice-name { flex: 1; }
.od-choice-price { color: var(--od-muted); font-variant-numeric: tabular-nums; }

.od-alert { display: grid; gap: 8px; padding: 12px 16px; border: 1px solid var(--od-danger); border-left-width: 4px; border-radius: 10px; background: var(--od-danger-soft); }
.od-alert:focus { outline: none; }
.od-alert:focus-visible { outline: 3px solid var(--od-focus); outline-offset: 2px; }
.od-alert-title { font-weight: 700; }
.od-alert ul { list-style: disc; padding-left: 20px; }
.od-submit { width: 100%; min-height: 52px; font-size: 17px; }

.od-review-bar { position: sticky; bottom: 12px; margin-top: 16px; z-index: 1; }
.od-review-button { width: 100%; justify-content: space-between; box-shadow: 0 6px 20px rgb(0 0 0 / 0.25); }

.od-dialog {
  width: min(520px, calc(100vw - 24px)); max-width: none; max-height: calc(100dvh - 24px);
  padding: 0; border: 0; border-radius: 16px; overflow: auto;
  background: var(--od-bg); color: var(--od-text); box-shadow: 0 20px 50px rgb(0 0 0 / 0.35);
}
.od-dialog::backdrop { background: rgb(20 16 14 / 0.55); }
.od-panel-form { display: grid; gap: 20px; padding: 20px; }
.od-panel-header { display: grid; gap: 4px; }
.od-panel-title { font-size: 22px; line-height: 1.3; font-weight: 700; }
.od-panel-quantity { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
.od-panel-total-line { font-weight: 600; }
.od-panel-total { font-variant-numeric: tabular-nums; }
.od-panel-actions {
  position: sticky; bottom: 0; display: flex; justify-content: flex-end; gap: 12px;
  margin: 0 -20px -20px; padding: 12px 20px 20px; background: var(--od-bg); border-top: 1px solid var(--od-border);
}
.od-panel-actions .od-button-primary { flex: 1; max-width: 260px; }

.od-confirmation { display: grid; justify-items: center; gap: 12px; padding: 32px 8px; text-align: center; }
.od-confirmation-mark {
  display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%;
  background: var(--od-success-soft); color: var(--od-success); font-size: 28px; font-weight: 700;
}
.od-confirmation-title { font-size: 22px; line-height: 1.3; font-weight: 700; }
.od-confirmation-title:focus { outline: none; }
.od-confirmation-total { font-size: 18px; }
`;

/**
 * A constructed sheet where the browser has them (a host's CSP cannot block it); a style
 * element otherwise.
 */
export function applyStyles(shadow: ShadowRoot): void {
  if ("adoptedStyleSheets" in shadow && typeof CSSStyleSheet === "function") {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLES);
      shadow.adoptedStyleSheets = [sheet];
      return;
    } catch {
      // Older engines without constructable sheets fall through to a style element.
    }
  }
  const style = document.createElement("style");
  style.textContent = STYLES;
  shadow.append(style);
}
