import { NOT_FOUND_PAGE_META, publicPageMeta, SITE_NAME } from "../../domain/page-meta";

/**
 * Writes a public page's title, description and Open Graph tags into the built index.html
 * on the server, so search engines and link previews see them without running the app; the
 * not-found page gets its own title and asks search engines not to index it. Other pages
 * keep the build's head as it is.
 */
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

export type PageHeadOptions = {
  html: string;
  pathname: string;
  publicUrl?: string;
  /** The path has no page: the not-found page's head. */
  isNotFound?: boolean;
};

export function withPageHead({ html, pathname, publicUrl, isNotFound }: PageHeadOptions): string {
  if (isNotFound) {
    return withHead(html, NOT_FOUND_PAGE_META, [`<meta name="robots" content="noindex" />`]);
  }
  const meta = publicPageMeta(pathname);
  if (!meta) return html;
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  return withHead(html, meta, [
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(publicUrl
      ? [
          `<meta property="og:url" content="${escapeAttribute(publicUrl + pathname)}" />`,
          `<link rel="canonical" href="${escapeAttribute(publicUrl + pathname)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="summary" />`,
  ]);
}

/** The build's title and description replaced by the page's, followed by its other tags. */
function withHead(
  html: string,
  meta: { title: string; description: string },
  extra: string[],
): string {
  const tags = [`<title>${escapeAttribute(meta.title)}</title>`, ...extra].join("\n    ");
  const description = escapeAttribute(meta.description);
  const withoutDescription = html.replace(DESCRIPTION, "");
  return withoutDescription.replace(
    TITLE,
    () => `<meta name="description" content="${description}" />\n    ${tags}`,
  );
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
