import { publicPageMeta, SITE_NAME } from "../../domain/page-meta";

/**
 * Writes a public page's title, description and Open Graph tags into the built index.html
 * on the server, so search engines and link previews see them without running the app. Other
 * pages keep the build's head as it is.
 */
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

export type PageHeadOptions = { html: string; pathname: string; publicUrl?: string };

export function withPageHead({ html, pathname, publicUrl }: PageHeadOptions): string {
  const meta = publicPageMeta(pathname);
  if (!meta) return html;
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tags = [
    `<title>${title}</title>`,
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
  ].join("\n    ");
  const withoutDescription = html.replace(DESCRIPTION, "");
  return withoutDescription.replace(
    TITLE,
    `<meta name="description" content="${description}" />\n    ${tags}`,
  );
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
