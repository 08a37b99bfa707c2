import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/client/lib/api-client";

export const DEFAULT_EXPORT_FILE_NAME = "menu.json";

/** The name a Content-Disposition header gives, plain or RFC 5987 encoded, else null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

export type ExportedMenu = { blob: Blob; fileName: string };

/** GET /api/menu/export: the whole menu as a file, named as the server suggests. */
export async function exportMenu(): Promise<ExportedMenu> {
  const response = await apiRequest("GET", "/api/menu/export");
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ??
    DEFAULT_EXPORT_FILE_NAME;
  const blob = new Blob([await response.text()], { type: "application/json" });
  return { blob, fileName };
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile({ blob, fileName }: ExportedMenu): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportMenu() {
  return useMutation({ mutationFn: exportMenu });
}
