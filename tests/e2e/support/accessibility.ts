import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type A11yScanOptions = {
  /**
   * The screen is used by touch (a phone, a tablet on the pass): also check WCAG 2.2's
   * target size, each target 24 × 24 px or spaced as if it were (axe's `target-size`,
   * a WCAG 2.2 AA rule that axe leaves off unless asked).
   */
  isTouchScreen?: boolean;
};

/** Every screen's test runs axe; serious and critical findings fail it. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { isTouchScreen = false }: A11yScanOptions = {},
): Promise<void> {
  // A toast or dialog still fading in is drawn at part of its opacity: axe would measure its
  // contrast mid-way. Finite animations are let finish first (endless ones, a spinner's, not).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Only the violations are read: axe need not describe every passing node.
  const results = await new AxeBuilder({ page })
    .options({
      resultTypes: ["violations"],
      ...(isTouchScreen && { rules: { "target-size": { enabled: true } } }),
    })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    // The nodes' selectors too: a failure says where, not only what.
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")})`,
    );
  expect(serious).toEqual([]);
}
