import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useForm } from "react-hook-form";
import { EmailField, PasswordField, PinField } from "@/client/components/account-fields";
import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/api-client";
import { type SetPinOnDeviceInput, setPinOnDeviceInputSchema } from "@/domain/api/devices";
import { useSetPinOnDevice } from "../api/device-session";
import { OPERATOR_TEXT } from "../devices-text";

export type SetPinFormProps = {
  /** Saved: the server's words go back to the list of people. */
  onSaved(message: string): void;
  onBack(): void;
};

/** A person sets or changes their own PIN on the device, proving who they are by password. */
export function SetPinForm({ onSaved, onBack }: SetPinFormProps) {
  const setPin = useSetPinOnDevice();
  const form = useForm<SetPinOnDeviceInput>({
    resolver: zodResolver(setPinOnDeviceInputSchema),
    defaultValues: { email: "", password: "", pin: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    setPin.mutate(input, { onSuccess: ({ message }) => onSaved(message) }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <EmailField
        label={OPERATOR_TEXT.email}
        autoComplete="off"
        registration={form.register("email")}
        error={errors.email?.message}
      />
      <PasswordField
        label={OPERATOR_TEXT.password}
        autoComplete="off"
        registration={form.register("password")}
        error={errors.password?.message}
      />
      <PinField
        label={OPERATOR_TEXT.newPin}
        hint={OPERATOR_TEXT.newPinHint}
        error={errors.pin?.message}
        className="max-w-48 text-xl"
        registration={form.register("pin")}
      />
      {setPin.isError && (
        <p role="alert" className="text-base font-medium text-destructive">
          {errorMessage(setPin.error, OPERATOR_TEXT.setPinFailed)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={setPin.isPending}>
          {setPin.isPending ? OPERATOR_TEXT.savingPin : OPERATOR_TEXT.savePin}
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {OPERATOR_TEXT.back}
        </Button>
      </div>
    </form>
  );
}
