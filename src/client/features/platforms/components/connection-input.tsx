import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import type { CurrentUser } from "@/domain/api/auth";
import type { ConnectionDetails } from "@/domain/api/platform-connections";
import { PLATFORM_META } from "@/domain/platforms";
import type { ConnectionField, KeyedPlatform } from "../connection-form";
import { PLATFORM_GUIDES, PLATFORMS_TEXT } from "../platform-messages";

const TEXT = PLATFORMS_TEXT.form;

export type ConnectionInputProps = {
  field: ConnectionField;
  platform: KeyedPlatform;
  user: CurrentUser;
  connection: ConnectionDetails;
  error?: string;
  registration: UseFormRegisterReturn;
};

type InputLook = {
  label: string;
  placeholder: string;
  hint?: string;
  type: "text" | "password" | "url";
};

/**
 * How one field looks. Secrets are never sent back: a saved one shows masked in the
 * placeholder, and leaving the input empty keeps it.
 */
function inputLook({ field, platform, user, connection }: ConnectionInputProps): InputLook {
  switch (field) {
    case "apiKey": {
      const saved = user.apiKeys[platform];
      return {
        label: TEXT.apiKey,
        type: "password",
        hint: PLATFORM_GUIDES[platform].apiKeyHint,
        placeholder: saved
          ? TEXT.savedKeyPlaceholder(saved)
          : TEXT.apiKeyPlaceholder(PLATFORM_META[platform].displayName),
      };
    }
    case "storeUrl":
      return { label: TEXT.storeUrl, type: "url", placeholder: TEXT.storeUrlPlaceholder };
    case "siteUrl":
      return { label: TEXT.siteUrl, type: "url", placeholder: TEXT.siteUrlPlaceholder };
    case "consumerKey":
      return {
        label: TEXT.consumerKey,
        type: "text",
        placeholder: connection.consumerKey
          ? TEXT.savedKeyPlaceholder(connection.consumerKey)
          : TEXT.consumerKeyPlaceholder,
      };
    case "consumerSecret":
      return {
        label: TEXT.consumerSecret,
        type: "password",
        placeholder: connection.hasConsumerSecret
          ? TEXT.secretSaved
          : TEXT.consumerSecretPlaceholder,
      };
  }
}

/** One labelled input of a connection form, its hint or the refusal beside it. */
export function ConnectionInput(props: ConnectionInputProps) {
  const look = inputLook(props);
  return (
    <FormField label={look.label} hint={look.hint} error={props.error}>
      {(control) => (
        <Input
          {...control}
          type={look.type}
          placeholder={look.placeholder}
          inputMode={look.type === "url" ? "url" : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...props.registration}
        />
      )}
    </FormField>
  );
}
