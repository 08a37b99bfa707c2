import { afterEach, describe, expect, it } from "vitest";
import { findEmbedScript, findOrCreateContainer, readEmbedOptions } from "./script-context";

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

function addScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement("script");
  // jsdom would fetch a real src; the attribute alone is what the form reads.
  script.setAttribute("src", src);
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

describe("finding the form's own script tag", () => {
  it("takes the last script whose src ends with /embed.js when currentScript is gone", () => {
    addScript("https://cdn.example.com/jquery.js");
    addScript("https://orders.example.com/embed.js", { "data-restaurant": "first" });
    const mine = addScript("https://orders.example.com/embed.js?v=2", { "data-restaurant": "r1" });
    expect(findEmbedScript(document)).toBe(mine);
  });

  it("reads the restaurant, the API origin and an optional theme", () => {
    const script = addScript("https://orders.example.com:8443/embed.js", {
      "data-restaurant": " 6f1c1d3e ",
      "data-theme": "dark",
    });
    expect(readEmbedOptions(script)).toEqual({
      restaurantId: "6f1c1d3e",
      apiOrigin: "https://orders.example.com:8443",
      theme: "dark",
    });
  });

  it("resolves a relative src against the page", () => {
    const script = addScript("/embed.js", { "data-restaurant": "r1" });
    expect(readEmbedOptions(script).apiOrigin).toBe(window.location.origin);
    expect(readEmbedOptions(script).theme).toBe("auto");
  });
});

describe("finding where to draw the form", () => {
  it("uses the snippet's div", () => {
    const div = document.createElement("div");
    div.id = "orderdock-order-form";
    document.body.append(div);
    const script = addScript("/embed.js");
    expect(findOrCreateContainer(document, script)).toBe(div);
  });

  it("makes the div right after the script when the page left it out", () => {
    const script = addScript("/embed.js");
    const after = document.createElement("footer");
    document.body.append(after);
    const container = findOrCreateContainer(document, script);
    expect(container.id).toBe("orderdock-order-form");
    expect(script.nextElementSibling).toBe(container);
    expect(container.nextElementSibling).toBe(after);
  });
});
