import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighlightedText } from "./highlighted-text";

describe("HighlightedText", () => {
  it("marks every allergy and dietary word and keeps the rest as it is", () => {
    const { container } = render(<HighlightedText text="PEANUT ALLERGY - please no nuts" />);
    const marks = [...container.querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marks).toEqual(["PEANUT", "ALLERGY", "nuts"]);
    expect(container.textContent).toBe("PEANUT ALLERGY - please no nuts");
  });

  it("makes a mark stand out by weight and a box, not by colour alone", () => {
    render(<HighlightedText text="gluten free" />);
    const mark = screen.getByText("gluten");
    expect(mark.tagName).toBe("MARK");
    expect(mark).toHaveClass("font-bold", "underline", "bg-amber-200", "dark:bg-amber-300");
  });

  it("marks nothing in words that only contain one", () => {
    const { container } = render(<HighlightedText text="Nutmeg and eggplant" />);
    expect(container.querySelector("mark")).toBeNull();
    expect(container.textContent).toBe("Nutmeg and eggplant");
  });

  it("shows markup in the text as text", () => {
    const { container } = render(<HighlightedText text="<b>nuts</b>" />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("<b>nuts</b>");
  });
});
