import { ChevronDown, CircleCheck, CircleSlash } from "lucide-react";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { cn } from "@/client/lib/utils";
import { AVAILABILITY_CHOICES, type AvailabilityChoice } from "@/domain/api/menu";
import type { AvailabilityInput } from "@/domain/api/menu-availability";
import { clockTimeOf } from "../menu-format";
import { ITEM_TEXT } from "../menu-messages";
import type { AvailabilityState } from "./availability-badge";
import { UntilTimeDialog } from "./until-time-dialog";

export type AvailabilityMenuProps = {
  /** The item's or option's name, heading the menu and the time dialog. */
  name: string;
  /** The button's accessible name: "Availability of Buffalo Wings". */
  triggerLabel: string;
  subject: AvailabilityState;
  timezone: string;
  onChange(change: AvailabilityInput): void;
  /** An option's line has room for the state icon only; its name says the rest. */
  isCompact?: boolean;
};

/** What is chosen now: an expired timed 86 is available again. */
function currentChoice(subject: AvailabilityState): AvailabilityChoice {
  return subject.isAvailable ? "available" : subject.availability;
}

const isChoice = (value: string): value is AvailabilityChoice =>
  (AVAILABILITY_CHOICES as readonly string[]).includes(value);

/**
 * 'Availability': one choice of four, as radio items (the current one checked), so staff
 * can 86 an item or an option in two taps during service. "Until a time…" asks when first.
 */
export function AvailabilityMenu({
  name,
  triggerLabel,
  subject,
  timezone,
  onChange,
  isCompact = false,
}: AvailabilityMenuProps) {
  const current = currentChoice(subject);
  const [isChoosingTime, setChoosingTime] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onChoose = (value: string) => {
    if (!isChoice(value)) return;
    // Chosen again, "until a time" changes the time.
    if (value === "until_time") setChoosingTime(true);
    else if (value !== current) onChange({ availability: value });
  };
  const StateIcon = subject.isAvailable ? CircleCheck : CircleSlash;
  const timedUntil =
    current === "until_time" && subject.unavailableUntil
      ? clockTimeOf(subject.unavailableUntil, timezone)
      : undefined;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            variant="outline"
            className={cn("h-11", isCompact && "w-14 gap-1 px-2")}
            aria-label={triggerLabel}
          >
            <StateIcon aria-hidden className={cn(!subject.isAvailable && "text-destructive")} />
            {isCompact ? <ChevronDown aria-hidden /> : ITEM_TEXT.availability}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel className="max-w-72 truncate">{name}</DropdownMenuLabel>
          <MenuPrimitive.RadioGroup value={current} onValueChange={onChoose}>
            {AVAILABILITY_CHOICES.map((choice) => (
              <MenuPrimitive.RadioItem
                key={choice}
                value={choice}
                className="relative flex min-h-11 cursor-default select-none items-center gap-2.5 rounded-md py-2 pr-2.5 pl-8 text-sm outline-none focus:bg-accent focus:text-accent-foreground"
              >
                <span className="absolute left-2.5 flex size-4 items-center justify-center">
                  <MenuPrimitive.ItemIndicator>
                    <span className="block size-2.5 rounded-full bg-current" />
                  </MenuPrimitive.ItemIndicator>
                </span>
                {ITEM_TEXT.choices[choice]}
              </MenuPrimitive.RadioItem>
            ))}
          </MenuPrimitive.RadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <UntilTimeDialog
        open={isChoosingTime}
        onOpenChange={setChoosingTime}
        name={name}
        timezone={timezone}
        initialTime={timedUntil}
        onSubmit={(untilTime) => onChange({ availability: "until_time", untilTime })}
        onCloseAutoFocus={(event) => {
          // Opened from a menu entry that is gone by now: back to the Availability button.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      />
    </>
  );
}
