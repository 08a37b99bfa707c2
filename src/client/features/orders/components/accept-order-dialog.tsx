import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { settingsQueryOptions } from "@/client/lib/restaurant-settings";
import { busyMinutesOn, storeStatusQueryOptions } from "@/client/lib/store-status";
import { PREP_MINUTES_MESSAGE } from "@/domain/api/settings";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { PREP_MINUTES_RANGE, PREP_TIME_PICKS } from "@/domain/platform-actions";
import { platformDisplayName } from "@/domain/platforms";
import { acceptOrderInputSchema, useAcceptOrder } from "../api/accept-order";
import { useOrderLocationId } from "../order-location";
import { ANSWER_TOASTS } from "../order-messages";

export type AcceptOrderDialogProps = {
  /** The order to accept; nothing is drawn without one. */
  order: Order | null;
  open: boolean;
  /** Settings' preparation time: picked at first and marked "(default)". */
  defaultPrepMinutes: number;
  onOpenChange(open: boolean): void;
};

/** "Accept order #N": a preparation time from the quick picks or typed in, then Accept. */
export function AcceptOrderDialog({
  order,
  open,
  defaultPrepMinutes,
  onOpenChange,
}: AcceptOrderDialogProps) {
  if (!order) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <AcceptForm
          order={order}
          defaultPrepMinutes={defaultPrepMinutes}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type AcceptFormProps = { order: Order; defaultPrepMinutes: number; onDone(): void };

/**
 * Mounted with the dialog, so each opening starts again from the default: Settings'
 * preparation time plus busy mode's minutes on the order's platform, if it is busy. For an
 * order of another place than the browser's (a brand's, or any on the All locations
 * dashboard) both are that place's.
 */
function AcceptForm({ order, defaultPrepMinutes: browserMinutes, onDone }: AcceptFormProps) {
  const accept = useAcceptOrder();
  const locationId = useOrderLocationId()(order);
  const { data: store } = useQuery(storeStatusQueryOptions({ locationId }));
  const { data: settingsThere } = useQuery({
    ...settingsQueryOptions({ locationId }),
    enabled: locationId !== undefined,
  });
  const settingsMinutes = locationId
    ? (settingsThere?.restaurant.prepMinutes ?? browserMinutes)
    : browserMinutes;
  const busyMinutes = busyMinutesOn(store, order.platform);
  const defaultPrepMinutes = settingsMinutes + busyMinutes;
  const picks = [...new Set([...PREP_TIME_PICKS, defaultPrepMinutes])].sort((a, b) => a - b);
  // Until staff pick, the choice follows the default (busy mode may load a moment later).
  const [picked, setChoice] = useState<number | "custom" | null>(null);
  const choice = picked ?? defaultPrepMinutes;
  const [custom, setCustom] = useState("");
  const [customError, setCustomError] = useState<string>();
  const number = displayOrderNumber(order.orderNumber);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const prepMinutes = choice === "custom" ? readCustom(custom) : choice;
    if (prepMinutes === null) {
      setCustomError(PREP_MINUTES_MESSAGE);
      return;
    }
    try {
      const updated = await accept.mutateAsync({
        orderId: order.id,
        locationId,
        prepMinutes,
      });
      toast({ variant: "success", ...ANSWER_TOASTS.accepted(updated.orderNumber, prepMinutes) });
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: ANSWER_TOASTS.acceptFailedTitle,
        description: errorMessage(error, ANSWER_TOASTS.failedFallback),
      });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-1 pr-10">
        <DialogTitle>Accept order #{number}</DialogTitle>
        <DialogDescription>
          {`How long will the kitchen need? ${platformDisplayName(order.platform)} is told when the order will be ready.`}
        </DialogDescription>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Preparation time</legend>
        <div className="grid grid-cols-3 gap-2">
          {picks.map((minutes) => (
            <Button
              key={minutes}
              type="button"
              variant={choice === minutes ? "default" : "outline"}
              aria-pressed={choice === minutes}
              className="h-auto min-h-11 py-1.5 whitespace-normal"
              onClick={() => setChoice(minutes)}
            >
              {minutes !== defaultPrepMinutes
                ? `${minutes} min`
                : busyMinutes > 0
                  ? `${minutes} min (busy: +${busyMinutes})`
                  : `${minutes} min (default)`}
            </Button>
          ))}
          <Button
            type="button"
            variant={choice === "custom" ? "default" : "outline"}
            aria-pressed={choice === "custom"}
            className="min-h-11"
            onClick={() => setChoice("custom")}
          >
            Custom
          </Button>
        </div>
      </fieldset>
      {choice === "custom" && (
        <FormField label="Custom preparation time (minutes)" error={customError}>
          {(control) => (
            <Input
              {...control}
              // Pressing Custom is asking to type the time.
              autoFocus
              type="number"
              inputMode="numeric"
              min={PREP_MINUTES_RANGE.min}
              max={PREP_MINUTES_RANGE.max}
              step={1}
              className="max-w-32"
              value={custom}
              onChange={(event) => {
                setCustom(event.target.value);
                setCustomError(undefined);
              }}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Go back
        </Button>
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? "Accepting..." : "Accept"}
        </Button>
      </div>
    </form>
  );
}

/** The typed minutes, or null when they are not a whole number from 1 to 240. */
function readCustom(text: string): number | null {
  if (text.trim() === "") return null;
  const parsed = acceptOrderInputSchema.shape.prepMinutes.safeParse(Number(text));
  return parsed.success && parsed.data !== undefined ? parsed.data : null;
}
