import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useMemo } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { oneOf } from "@/client/lib/form-errors";
import type { CurrentUser } from "@/domain/api/auth";
import type { ConnectionDetails } from "@/domain/api/platform-connections";
import { PLATFORM_META } from "@/domain/platforms";
import {
  type ConnectionField,
  type ConnectionFormInput,
  type ConnectionFormValues,
  connectionFormDefaults,
  connectionFormSchema,
  hasSavedSecret,
  type KeyedPlatform,
  PLATFORM_FIELDS,
  saveAndConnectUpdate,
} from "../connection-form";
import { useSaveConnection } from "../hooks/use-save-connection";
import { PLATFORMS_TEXT } from "../platform-messages";
import { ConnectionInput } from "./connection-input";

const TEXT = PLATFORMS_TEXT.form;

export type KeyedConnectionFormProps = {
  platform: KeyedPlatform;
  user: CurrentUser;
  connection: ConnectionDetails;
};

/** The keys of one platform, its enable toggle and 'Save and Connect'. */
export function KeyedConnectionForm({ platform, user, connection }: KeyedConnectionFormProps) {
  const fields = PLATFORM_FIELDS[platform];
  const isSecretSaved = hasSavedSecret(platform, user, connection);
  const schema = useMemo(
    () => connectionFormSchema(platform, isSecretSaved),
    [platform, isSecretSaved],
  );
  const form = useForm<ConnectionFormInput, unknown, ConnectionFormValues>({
    resolver: zodResolver(schema),
    defaultValues: connectionFormDefaults(connection),
  });
  const { setError } = form;
  const isField = useMemo(() => oneOf(fields), [fields]);
  const setFieldError = useCallback(
    (field: ConnectionField, message: string, shouldFocus: boolean) =>
      setError(field, { type: "server", message }, { shouldFocus }),
    [setError],
  );
  const { save, isSaving, pendingConnected } = useSaveConnection({
    userId: user.id,
    isField,
    setFieldError,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await save(saveAndConnectUpdate(platform, values));
    // Saved secrets come back masked, as placeholders: the inputs empty out again.
    if (answer) form.reset(connectionFormDefaults(answer.connection));
  });

  return (
    <div className="grid gap-6">
      <LabelledSwitch
        className="rounded-lg border bg-muted/40 px-4 pt-2 pb-4"
        label={TEXT.enable(PLATFORM_META[platform].displayName)}
        hint={TEXT.enableHint}
        checked={pendingConnected ?? user.platformConnections[platform]}
        disabled={isSaving}
        onCheckedChange={(connected) => void save({ platform, connected })}
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {fields.map((field) => (
          <ConnectionInput
            key={field}
            field={field}
            platform={platform}
            user={user}
            connection={connection}
            error={form.formState.errors[field]?.message}
            registration={form.register(field)}
          />
        ))}
        <Button type="submit" size="lg" className="justify-self-start" disabled={isSaving}>
          {isSaving ? TEXT.saving : TEXT.save}
        </Button>
      </form>
    </div>
  );
}
