import { Store } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { RadioGroup, RadioOption } from "@/client/components/ui/radio-group";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { UberStoresResponse } from "@/domain/api/platform-connections";
import { useActivateUberEatsStore } from "../api/uber-eats-stores";
import { UBER_EATS_TEXT as TEXT } from "../platform-messages";
import { Notice } from "./notice";

export type UberEatsStoreChoiceProps = { choices: UberStoresResponse["choices"] };

/**
 * After Uber's consent: the stores this owner may integrate, one to choose. Activating it
 * makes OrderDock the store's order manager at Uber; only then do its orders arrive.
 */
export function UberEatsStoreChoice({ choices }: UberEatsStoreChoiceProps) {
  const [storeId, setStoreId] = useState(choices.length === 1 ? (choices[0]?.storeId ?? "") : "");
  const activate = useActivateUberEatsStore();
  const onActivate = () =>
    activate.mutate(storeId, {
      onSuccess: ({ message }) => toast({ variant: "success", title: message }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: TEXT.activateFailed,
          description: errorMessage(error, TEXT.activateFailedDescription),
        }),
    });
  return (
    <Notice icon={Store} tone="warning" title={TEXT.chooseStoreTitle}>
      <p className="text-base">{TEXT.chooseStoreDescription}</p>
      <RadioGroup
        aria-label={TEXT.chooseStoreTitle}
        value={storeId}
        onValueChange={setStoreId}
        className="max-w-xl"
      >
        {choices.map((choice) => (
          <RadioOption
            key={choice.storeId}
            value={choice.storeId}
            label={choice.name || choice.storeId}
            className="text-base"
          />
        ))}
      </RadioGroup>
      <Button
        size="lg"
        className="justify-self-start"
        disabled={!storeId || activate.isPending}
        onClick={onActivate}
      >
        {activate.isPending ? TEXT.activating : TEXT.activate}
      </Button>
    </Notice>
  );
}
