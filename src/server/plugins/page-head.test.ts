import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../domain/escape-html";
import { NOT_FOUND_PAGE_META, PUBLIC_PAGE_META } from "../../domain/page-meta";
import { withPageHead } from "./page-head";

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The build's description." />
    <title>OrderDock</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("the head of a public page", () => {
  it("gives each public page its own title, description and Open Graph tags", () => {
    for (const [pathname, meta] of Object.entries(PUBLIC_PAGE_META)) {
      const html = withPageHead({ html: BUILT, pathname, publicUrl: "https://orderdock.app" });
      expect(html, pathname).toContain(`<title>${meta.title}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      );
      expect(html).toContain(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
      expect(html).toContain(
        `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      );
      expect(html).toContain(
        `<meta property="og:url" content="https://orderdock.app${pathname}" />`,
      );
      expect(html).not.toContain("The build's description.");
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
    }
  });

  it("finds the page with or without a trailing slash", () => {
    expect(withPageHead({ html: BUILT, pathname: "/pricing/" })).toContain(
      `<title>${PUBLIC_PAGE_META["/pricing"].title}</title>`,
    );
  });

  it("leaves every other page's head as built, and leaves out og:url without a public URL", () => {
    for (const pathname of ["/dashboard", "/login", "/admin", "/no-such-page"]) {
      expect(withPageHead({ html: BUILT, pathname })).toBe(BUILT);
    }
    expect(withPageHead({ html: BUILT, pathname: "/" })).not.toContain("og:url");
  });

  it("gives the not-found page its own title and keeps it out of search engines", () => {
    const html = withPageHead({ html: BUILT, pathname: "/pricing/x", isNotFound: true });
    expect(html).toContain(`<title>${NOT_FOUND_PAGE_META.title}</title>`);
    expect(html).toContain(
      `<meta name="description" content="${escapeHtml(NOT_FOUND_PAGE_META.description)}" />`,
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain("og:");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
