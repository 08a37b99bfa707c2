import type { Order } from "@/domain/order";
import type { OrderAnswer } from "../order-answer";
import { AcceptOrderDialog } from "./accept-order-dialog";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { RejectOrderDialog } from "./reject-order-dialog";

/** The answer staff started to give, and to which order. */
export type PendingAnswer = { answer: OrderAnswer; order: Order } | null;

export type OrderAnswerDialogsProps = {
  pending: PendingAnswer;
  /** Settings' preparation time, offered first by Accept. */
  defaultPrepMinutes: number;
  onClose(): void;
};

/** Accept, Reject and Cancel order for whichever order a card or the detail dialog asked. */
export function OrderAnswerDialogs({
  pending,
  defaultPrepMinutes,
  onClose,
}: OrderAnswerDialogsProps) {
  const orderFor = (answer: OrderAnswer) => (pending?.answer === answer ? pending.order : null);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <AcceptOrderDialog
        order={orderFor("accept")}
        open={pending?.answer === "accept"}
        defaultPrepMinutes={defaultPrepMinutes}
        onOpenChange={onOpenChange}
      />
      <RejectOrderDialog
        order={orderFor("reject")}
        open={pending?.answer === "reject"}
        onOpenChange={onOpenChange}
      />
      <CancelOrderDialog
        order={orderFor("cancel")}
        open={pending?.answer === "cancel"}
        onOpenChange={onOpenChange}
      />
    </>
  );
}
