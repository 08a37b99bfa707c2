import { Link2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { errorMessage } from "@/client/lib/api-client";
import { PAIRING_CODE_INVALID, pairInputSchema } from "@/domain/api/devices";
import { usePairDevice } from "../api/device-session";
import { PAIR_TEXT } from "../devices-text";

/** What a code box keeps: capitals, digits and the dash Settings shows, nothing else. */
export function normalizePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9-]/g, "");
}

/**
 * The pairing code from Settings → Devices, in one large box. Pairing makes this browser
 * the device (replacing whoever was signed in here); `onPaired` moves on.
 */
export function PairDeviceForm({ onPaired }: { onPaired(): void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const pair = usePairDevice();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pairInputSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PAIRING_CODE_INVALID);
      return;
    }
    setError(undefined);
    pair.mutate(parsed.data, {
      onSuccess: onPaired,
      onError: (failure) => setError(errorMessage(failure, PAIRING_CODE_INVALID)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label={PAIR_TEXT.code} hint={PAIR_TEXT.codeHint} error={error}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={20}
            placeholder={PAIR_TEXT.codePlaceholder}
            value={code}
            onChange={(event) => setCode(normalizePairingCode(event.target.value))}
            className="h-16 text-center font-mono text-3xl tracking-[0.2em] placeholder:text-muted-foreground/50"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="h-14 text-lg" disabled={pair.isPending}>
        <Link2 aria-hidden />
        {pair.isPending ? PAIR_TEXT.pairing : PAIR_TEXT.pair}
      </Button>
    </form>
  );
}
