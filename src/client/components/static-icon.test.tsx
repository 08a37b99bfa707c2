import { render } from "@testing-library/react";
import {
  Clock,
  EllipsisVertical,
  type LucideIcon,
  MapPin,
  Printer,
  ShoppingBag,
  Truck,
} from "lucide-react";
import { describe, expect, it } from "vitest";
import { STATUS_ICONS } from "@/client/features/orders/components/status-style";
import { iconMarkup, StaticIcon } from "./static-icon";

/** Each shape of an SVG as its tag and attributes, lucide's own class names left out. */
function shapesOf(svg: SVGSVGElement | null) {
  if (!svg) throw new Error("no svg");
  return [...svg.children].map((shape) => ({
    tag: shape.tagName,
    attributes: Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
  }));
}

const CARD_ICONS: Array<[string, LucideIcon]> = [
  ["Truck", Truck],
  ["ShoppingBag", ShoppingBag],
  ["MapPin", MapPin],
  ["Printer", Printer],
  ["EllipsisVertical", EllipsisVertical],
  ["Clock", Clock],
  ...Object.entries(STATUS_ICONS).map(([status, icon]): [string, LucideIcon] => [status, icon]),
];

describe("a static icon draws lucide's own shapes", () => {
  it.each(CARD_ICONS)("%s: the same shapes as lucide's component", (_name, icon) => {
    const Lucide = icon;
    const drawn = render(<Lucide />).container.querySelector("svg");
    const stat = render(<StaticIcon icon={icon} className="size-4" />).container.querySelector(
      "svg",
    );
    expect(shapesOf(stat)).toEqual(shapesOf(drawn));
    expect(shapesOf(stat).length).toBeGreaterThan(0);
    expect(stat).toHaveAttribute("viewBox", "0 0 24 24");
    expect(stat).toHaveAttribute("aria-hidden", "true");
    expect(stat).toHaveClass("static-icon", "size-4");
  });

  it("works an icon's markup out once", () => {
    expect(iconMarkup(Truck)).toBe(iconMarkup(Truck));
    expect(iconMarkup(Truck)).not.toBe(iconMarkup(Clock));
  });

  it("refuses a component that is not a lucide icon", () => {
    const NotAnIcon = (() => null) as unknown as LucideIcon;
    expect(() => iconMarkup(NotAnIcon)).toThrow(/not a lucide icon/);
  });
});
