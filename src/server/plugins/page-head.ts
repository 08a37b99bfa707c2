import { escapeHtml } from "../../domain/escape-html";
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
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return withHead(html, meta, [
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(publicUrl
      ? [
          `<meta property="og:url" content="${escapeHtml(publicUrl + pathname)}" />`,
          `<link rel="canonical" href="${escapeHtml(publicUrl + pathname)}" />`,
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
  const tags = [`<title>${escapeHtml(meta.title)}</title>`, ...extra].join("\n    ");
  const description = escapeHtml(meta.description);
  const withoutDescription = html.replace(DESCRIPTION, "");
  return withoutDescription.replace(
    TITLE,
    () => `<meta name="description" content="${description}" />\n    ${tags}`,
  );
}
