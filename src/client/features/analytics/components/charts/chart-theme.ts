import type { CSSProperties } from "react";

/**
 * The charts draw with the theme's tokens, so they follow light and dark mode: axes and
 * labels in the muted text colour, grid lines in the border colour, tooltips as popovers.
 * Series colours are CSS variables set on the charts' container (CHART_COLOURS).
 */
export const SERIES = {
  primary: "var(--chart-primary)",
  secondary: "var(--chart-secondary)",
} as const;

/** Teal (the brand) and amber, each at least 3:1 against the card in its theme. */
export const CHART_COLOURS =
  "[--chart-primary:var(--brand)] [--chart-secondary:#d97706] dark:[--chart-secondary:#fbbf24]";

export const AXIS_PROPS = {
  stroke: "var(--border)",
  tick: { fill: "var(--muted-foreground)", fontSize: 12 },
  tickLine: false,
} as const;

export const GRID_PROPS = {
  stroke: "var(--border)",
  strokeDasharray: "3 3",
  vertical: false,
} as const;

const tooltipBox: CSSProperties = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  borderRadius: "0.5rem",
  color: "var(--popover-foreground)",
  fontSize: "0.875rem",
  boxShadow: "0 4px 12px rgb(0 0 0 / 0.12)",
};

export const TOOLTIP_PROPS = {
  contentStyle: tooltipBox,
  labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
  itemStyle: { color: "var(--popover-foreground)" },
  cursor: { fill: "var(--muted)", opacity: 0.6 },
} as const;
