import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./export-menu";

describe("the exported file's name", () => {
  it.each([
    { header: 'attachment; filename="casa-maria-menu.json"', expected: "casa-maria-menu.json" },
    { header: "attachment; filename=menu-2026-01-06.json", expected: "menu-2026-01-06.json" },
    {
      header: "attachment; filename=\"menu.json\"; filename*=UTF-8''caf%C3%A9-menu.json",
      expected: "café-menu.json",
    },
    { header: "attachment", expected: null },
    { header: null, expected: null },
  ])("reads $header", ({ header, expected }) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
