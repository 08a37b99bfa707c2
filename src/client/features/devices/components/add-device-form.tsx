import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { errorMessage } from "@/client/lib/api-client";
import { addDeviceInputSchema, type PairingCode } from "@/domain/api/devices";
import { useAddDevice } from "../api/devices";
import { DEVICES_TEXT, DEVICES_TOASTS } from "../devices-text";

/** "Add a device": a name; the answer is its pairing code, shown once. */
export function AddDeviceForm({ onAdded }: { onAdded(code: PairingCode): void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const add = useAddDevice();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addDeviceInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: (code) => {
        setName("");
        onAdded(code);
      },
      onError: (failure) => setError(errorMessage(failure, DEVICES_TOASTS.addFailed)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={DEVICES_TEXT.addTitle} className="grid gap-4">
      <h3 className="text-lg font-semibold">{DEVICES_TEXT.addTitle}</h3>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <FormField label={DEVICES_TEXT.name} hint={DEVICES_TEXT.nameHint} error={error}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={60}
              placeholder={DEVICES_TEXT.namePlaceholder}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="sm:mt-7" disabled={add.isPending}>
          <Plus aria-hidden />
          {add.isPending ? DEVICES_TEXT.adding : DEVICES_TEXT.add}
        </Button>
      </div>
    </form>
  );
}
