import { escapeHtml } from "../../../domain/escape-html";
import { formatMoney } from "../../../domain/money";
import { PLATFORM_META } from "../../../domain/platforms";
import type {
  TwinMenuEntry,
  TwinMenuGroupView,
  TwinMenuItemView,
  TwinMenuView,
} from "./twin-menu-view";
import type { TwinStorePlatform } from "./twin-store-platforms";

/**
 * The console's Menu section (docs/platform-twins.md): the menu as the platform holds it,
 * when it was published, its categories and items with their prices and options, and every
 * item or option the platform hides marked beside its name: "Suspended until 8:30 PM" or
 * "Suspended until turned back on" (Uber Eats, Grubhub), "Inactive" (DoorDash, whose item
 * status has no end).
 */
export type ConsoleMenu = {
  view: TwinMenuView | null;
  /** Grubhub: the latest ingestion job, as its job status call answers it. */
  lastJob: Record<string, unknown> | null;
};

export type MenuSectionOptions = {
  platform: TwinStorePlatform;
  menu: ConsoleMenu;
  /** A time on the restaurant's clock, as the rest of the console shows times. */
  localTime: (date: Date) => string;
};

export function menuSection({ platform, menu, localTime }: MenuSectionOptions): string {
  const name = PLATFORM_META[platform].displayName;
  const view = menu.view;
  const lines = [jobLine(menu.lastJob)];
  if (!view) {
    lines.push(
      `<p class="muted">No menu from OrderDock yet. Publish the menu in OrderDock and it shows here as ${escapeHtml(name)} holds it.</p>`,
    );
  } else {
    if (view.publishedAt) {
      lines.push(`<p>Published ${escapeHtml(localTime(view.publishedAt))}</p>`);
    }
    if (view.menuId) lines.push(`<p class="muted">Menu id: ${escapeHtml(view.menuId)}</p>`);
    const mark = (entry: TwinMenuEntry) => suspensionMark(platform, entry, localTime);
    const price = (entry: TwinMenuEntry) =>
      entry.price === null
        ? ""
        : ` <span class="menu-price">${escapeHtml(formatMoney(entry.price, view.currency))}</span>`;
    const line = (entry: TwinMenuEntry) =>
      `<span class="menu-name">${escapeHtml(entry.name)}</span>${price(entry)}${mark(entry)}`;
    const group = (options: TwinMenuGroupView) =>
      options.options.length === 0
        ? ""
        : `<li><span class="muted">${escapeHtml(options.name)}:</span><ul class="menu-options">${options.options.map((option) => `<li>${line(option)}</li>`).join("")}</ul></li>`;
    const item = (entry: TwinMenuItemView) => {
      const groups = entry.groups.map(group).join("");
      return `<li class="menu-item">${line(entry)}${groups ? `<ul class="menu-groups">${groups}</ul>` : ""}</li>`;
    };
    for (const category of view.categories) {
      lines.push(
        `<h3>${escapeHtml(category.name)}</h3>${category.items.length > 0 ? `<ul class="menu-items">${category.items.map(item).join("")}</ul>` : `<p class="muted">No items</p>`}`,
      );
    }
    if (view.categories.length === 0)
      lines.push(`<p class="muted">The menu has no categories.</p>`);
  }
  return `<section aria-labelledby="menu-heading"><h2 id="menu-heading">Menu</h2>${lines.join("")}</section>`;
}

function suspensionMark(
  platform: TwinStorePlatform,
  entry: TwinMenuEntry,
  localTime: (date: Date) => string,
): string {
  const suspension = entry.suspension;
  if (!suspension) return "";
  const words =
    platform === "doordash"
      ? "Inactive"
      : `Suspended until ${suspension.until ? localTime(suspension.until) : "turned back on"}`;
  const reason = suspension.reason
    ? ` <span class="muted">(${escapeHtml(suspension.reason)})</span>`
    : "";
  return ` <strong class="menu-suspended">${escapeHtml(words)}</strong>${reason}`;
}

/** Grubhub's last menu load, when it did not succeed: what its job status says. */
function jobLine(job: Record<string, unknown> | null): string {
  const statuses = Array.isArray(job?.merchant_statuses) ? job.merchant_statuses : [];
  const first = (statuses[0] ?? {}) as { status?: unknown; details?: unknown };
  if (!job || first.status === "SUCCESS" || typeof first.status !== "string") return "";
  const details = Array.isArray(first.details) ? first.details.map(String) : [];
  return `<p class="state menu-suspended">Last menu load: ${escapeHtml(first.status)}</p>${details
    .map((detail) => `<p class="muted">${escapeHtml(detail)}</p>`)
    .join("")}`;
}
