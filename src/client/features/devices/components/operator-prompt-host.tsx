import { useEffect, useRef, useState } from "react";
import {
  forgetOperator,
  type OperatorRequest,
  registerOperatorPrompt,
} from "@/client/lib/operator-store";
import type { Operator } from "@/domain/api/devices";
import { WhoAreYouDialog } from "./who-are-you-dialog";

type Question = { request: OperatorRequest; answer(operator: Operator | null): void };

/**
 * Mounted once for a kitchen device's session: it registers how the HTTP client asks who
 * is at the device (lib/operator-store.ts), and draws the question as the "Who are you?"
 * dialog. Unmounted (the session ended), it unregisters, cancels any open question and
 * forgets the person, whose token must not go with the next session's calls.
 */
export function OperatorPromptHost() {
  const [question, setQuestion] = useState<Question | null>(null);
  const current = useRef<Question | null>(null);

  useEffect(() => {
    const unregister = registerOperatorPrompt(
      (request) =>
        new Promise<Operator | null>((resolve) => {
          const next = { request, answer: resolve };
          current.current = next;
          setQuestion(next);
        }),
    );
    return () => {
      unregister();
      current.current?.answer(null);
      current.current = null;
      forgetOperator();
    };
  }, []);

  const settle = (operator: Operator | null) => {
    question?.answer(operator);
    current.current = null;
    setQuestion(null);
  };

  return (
    <WhoAreYouDialog
      open={question !== null}
      reason={question?.request.message || undefined}
      onIdentified={settle}
      onCancel={() => settle(null)}
    />
  );
}
