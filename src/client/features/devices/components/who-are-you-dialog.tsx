import { useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import type { DevicePerson, Operator } from "@/domain/api/devices";
import { OPERATOR_TEXT } from "../devices-text";
import { PeoplePicker } from "./people-picker";
import { PinPad } from "./pin-pad";
import { SetPinForm } from "./set-pin-form";

export type WhoAreYouDialogProps = {
  open: boolean;
  /** Why the device asks, in the server's words ("Enter your PIN to do this on this device."). */
  reason?: string;
  onIdentified(operator: Operator): void;
  onCancel(): void;
};

/**
 * "Who are you?" on a kitchen device: the people who set a PIN as large buttons, then a PIN
 * pad for the one chosen; or setting one's own PIN with email and password. Sized to be
 * tapped and read at arm's length on the pass.
 */
export function WhoAreYouDialog({ open, reason, onIdentified, onCancel }: WhoAreYouDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <DialogContent className="max-w-2xl gap-6 sm:p-8">
        <OperatorSteps reason={reason} onIdentified={onIdentified} />
      </DialogContent>
    </Dialog>
  );
}

type Step =
  | { kind: "people"; notice?: string }
  | { kind: "pin"; person: DevicePerson }
  | { kind: "set-pin" };

/** Inside the dialog's content, so each opening starts again from the list of people. */
function OperatorSteps({
  reason,
  onIdentified,
}: Pick<WhoAreYouDialogProps, "reason" | "onIdentified">) {
  const [step, setStep] = useState<Step>({ kind: "people" });
  if (step.kind === "pin") {
    return (
      <>
        <Heading title={OPERATOR_TEXT.pinTitle} lead={OPERATOR_TEXT.pinLead(step.person.name)} />
        <PinPad
          person={step.person}
          onIdentified={onIdentified}
          onBack={() => setStep({ kind: "people" })}
        />
      </>
    );
  }
  if (step.kind === "set-pin") {
    return (
      <>
        <Heading title={OPERATOR_TEXT.setPinTitle} lead={OPERATOR_TEXT.setPinLead} />
        <SetPinForm
          onSaved={(message) => setStep({ kind: "people", notice: message })}
          onBack={() => setStep({ kind: "people" })}
        />
      </>
    );
  }
  return (
    <>
      <Heading title={OPERATOR_TEXT.whoTitle} lead={reason ?? OPERATOR_TEXT.whoLead} />
      <PeoplePicker
        notice={step.notice}
        onChoose={(person) => setStep({ kind: "pin", person })}
        onSetPin={() => setStep({ kind: "set-pin" })}
      />
    </>
  );
}

function Heading({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="grid gap-1 pr-10">
      <DialogTitle className="text-2xl sm:text-3xl">{title}</DialogTitle>
      <DialogDescription className="text-base sm:text-lg">{lead}</DialogDescription>
    </div>
  );
}
