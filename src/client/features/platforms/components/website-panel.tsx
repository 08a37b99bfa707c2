import { Copy, ExternalLink } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { Textarea } from "@/client/components/ui/textarea";
import type { CurrentUser } from "@/domain/api/auth";
import { embedSnippet } from "@/domain/api/platform-connections";
import { copyText } from "../hooks/copy-text";
import { useSaveConnection } from "../hooks/use-save-connection";
import { PLATFORMS_TOASTS, WEBSITE_TEXT as TEXT } from "../platform-messages";
import { PanelCard } from "./panel-card";
import { SetupSteps } from "./setup-steps";

export type WebsitePanelProps = { user: CurrentUser };

// The website tab has no fields of its own: a refusal can only be a toast.
const isNoField = (_path: string): _path is never => false;
const ignoreFieldError = () => {};

/** The Website tab: the order form's embed code, its switch and how to use it. */
export function WebsitePanel({ user }: WebsitePanelProps) {
  const { save, isSaving, pendingConnected } = useSaveConnection({
    userId: user.id,
    isField: isNoField,
    setFieldError: ignoreFieldError,
  });
  const snippet = embedSnippet(window.location.origin, user.restaurant?.id ?? "");
  const isConnected = user.platformConnections.website;

  return (
    <PanelCard platform="website" isConnected={isConnected} description={TEXT.description}>
      <FormField label={TEXT.embedCode} hint={TEXT.embedCodeHint}>
        {(control) => (
          <Textarea
            {...control}
            readOnly
            value={snippet}
            rows={3}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm break-all"
          />
        )}
      </FormField>
      <Button
        variant="outline"
        size="lg"
        className="justify-self-start"
        onClick={() => void copyText({ text: snippet, copied: PLATFORMS_TOASTS.embedCopied })}
      >
        <Copy aria-hidden />
        {TEXT.copyCode}
      </Button>
      <LabelledSwitch
        className="rounded-lg border bg-muted/40 px-4 pt-2 pb-4"
        label={TEXT.enable}
        hint={TEXT.enableHint}
        checked={pendingConnected ?? isConnected}
        disabled={isSaving}
        onCheckedChange={(connected) => void save({ platform: "website", connected })}
      />
      <SetupSteps title={TEXT.stepsTitle} steps={TEXT.steps} />
      {/* A page of the server, not of this app: a full navigation, not the router's. */}
      <a
        href="/embed-demo"
        className="inline-flex min-h-11 items-center gap-2 justify-self-start text-base font-medium text-foreground underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ExternalLink className="size-4" aria-hidden />
        {TEXT.sample}
      </a>
    </PanelCard>
  );
}
