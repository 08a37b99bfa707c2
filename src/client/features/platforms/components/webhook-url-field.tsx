import { Copy } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { webhookPath } from "@/domain/api/platform-connections";
import { PLATFORM_META } from "@/domain/platforms";
import type { KeyedPlatform } from "../connection-form";
import { copyText } from "../hooks/copy-text";
import { PLATFORMS_TEXT, PLATFORMS_TOASTS } from "../platform-messages";

const TEXT = PLATFORMS_TEXT.form;

export type WebhookUrlFieldProps = {
  platform: KeyedPlatform;
  /**
   * The server's full address, preferred: it knows the public URL, and this page may be
   * served from another (a dev server, a proxy). Without it, the same path on this origin.
   */
  webhookUrl: string | null;
  restaurantId: string | null;
};

/** Where the platform must send this restaurant's orders, to paste into its portal. */
export function WebhookUrlField({ platform, webhookUrl, restaurantId }: WebhookUrlFieldProps) {
  const path = restaurantId ? webhookPath(platform, restaurantId) : null;
  const url = webhookUrl ?? (path ? `${window.location.origin}${path}` : null);
  if (!url) return null;
  const name = PLATFORM_META[platform].displayName;
  return (
    <FormField label={TEXT.webhookUrl} hint={TEXT.webhookUrlHint(name)}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
          <Button
            type="button"
            variant="outline"
            className="h-11"
            aria-label={TEXT.copyWebhookUrl}
            onClick={() => void copyText({ text: url, copied: PLATFORMS_TOASTS.webhookCopied })}
          >
            <Copy aria-hidden />
            <span className="hidden sm:inline">{TEXT.copy}</span>
          </Button>
        </div>
      )}
    </FormField>
  );
}
