/** File names for downloads: the restaurant's name as a slug ("Golden Fork" → "golden-fork"). */
export function fileSlug(name: string | undefined, fallback: string): string {
  const slug = (name ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || fallback;
}

/** The Content-Disposition value that makes a browser save the answer under that name. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
}
