import { ArrowLeft, Delete } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { errorMessage } from "@/client/lib/api-client";
import { type DevicePerson, type Operator, PIN_MESSAGE } from "@/domain/api/devices";
import { PIN_PATTERN } from "@/domain/devices";
import { useIdentify } from "../api/device-session";
import { OPERATOR_TEXT } from "../devices-text";

const PIN_MAX_LENGTH = 6;
const DIGIT_KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;
const KEY_CLASS = "h-16 rounded-xl text-2xl font-semibold [&_svg]:size-7";

export type PinPadProps = {
  person: DevicePerson;
  onIdentified(operator: Operator): void;
  onBack(): void;
};

/**
 * The PIN of the person chosen: big keys to tap, or digits typed on a keyboard. The box
 * takes no on-screen keyboard (inputmode none), so the tablet's keyboard never covers the
 * keys. A wrong or locked PIN is said in the server's words.
 */
export function PinPad({ person, onIdentified, onBack }: PinPadProps) {
  const [pin, setPin] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const identify = useIdentify();
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();

  useEffect(() => input.current?.focus(), []);

  const type = (digit: string) => setPin((typed) => (typed + digit).slice(0, PIN_MAX_LENGTH));
  const erase = () => setPin((typed) => typed.slice(0, -1));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (identify.isPending) return;
    if (!PIN_PATTERN.test(pin)) {
      setMessage(PIN_MESSAGE);
      return;
    }
    identify.mutate(
      { personId: person.id, pin },
      {
        onSuccess: onIdentified,
        onError: (error) => {
          setMessage(errorMessage(error, OPERATOR_TEXT.identifyFailed));
          setPin("");
          input.current?.focus();
        },
      },
    );
  };

  // Digits typed while a key of the pad has the focus still go into the PIN.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.target === input.current) return;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      type(event.key);
    } else if (event.key === "Backspace") {
      event.preventDefault();
      erase();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="grid gap-5">
      <Input
        ref={input}
        type="password"
        inputMode="none"
        autoComplete="off"
        aria-label={OPERATOR_TEXT.pin}
        aria-invalid={message !== null}
        aria-describedby={message ? messageId : undefined}
        maxLength={PIN_MAX_LENGTH}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, "").slice(0, PIN_MAX_LENGTH))}
        className="mx-auto h-16 max-w-xs text-center font-mono text-4xl tracking-[0.5em]"
      />
      <p
        id={messageId}
        role="alert"
        className="min-h-7 text-center text-lg font-medium text-destructive"
      >
        {message}
      </p>
      <div className="mx-auto grid w-full max-w-sm grid-cols-3 gap-3">
        {DIGIT_KEYS.map((digit) => (
          <Button
            key={digit}
            type="button"
            variant="outline"
            className={KEY_CLASS}
            onClick={() => type(digit)}
          >
            {digit}
          </Button>
        ))}
        <Button
          type="button"
          variant="outline"
          className={KEY_CLASS}
          aria-label={OPERATOR_TEXT.deleteDigit}
          onClick={erase}
        >
          <Delete aria-hidden />
        </Button>
        <Button type="button" variant="outline" className={KEY_CLASS} onClick={() => type("0")}>
          0
        </Button>
        <Button
          type="submit"
          variant="brand"
          className={KEY_CLASS}
          disabled={pin.length < 4 || identify.isPending}
        >
          {identify.isPending ? (
            <span className="text-base">{OPERATOR_TEXT.checking}</span>
          ) : (
            OPERATOR_TEXT.ok
          )}
        </Button>
      </div>
      <Button
        type="button"
        variant="ghost"
        className="h-11 justify-self-center text-base"
        onClick={onBack}
      >
        <ArrowLeft aria-hidden />
        {OPERATOR_TEXT.chooseAgain}
      </Button>
    </form>
  );
}
