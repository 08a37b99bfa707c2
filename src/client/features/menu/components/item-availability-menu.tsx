import { CircleCheck, CircleSlash } from "lucide-react";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { AVAILABILITY_CHOICES, type AvailabilityChoice, type MenuItem } from "@/domain/api/menu";
import { ITEM_TEXT } from "../menu-messages";

export type ItemAvailabilityMenuProps = {
  item: MenuItem;
  onChange(item: MenuItem, availability: AvailabilityChoice): void;
};

/** What an item's availability is now: an expired "end of day" 86 is available again. */
function currentChoice(item: MenuItem): AvailabilityChoice {
  return item.isAvailable ? "available" : item.availability;
}

/**
 * 'Availability': one choice of three, as radio items (the current one checked), so staff
 * can 86 an item in two taps during service.
 */
export function ItemAvailabilityMenu({ item, onChange }: ItemAvailabilityMenuProps) {
  const current = currentChoice(item);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="h-11" aria-label={ITEM_TEXT.availabilityOf(item.name)}>
          {item.isAvailable ? <CircleCheck aria-hidden /> : <CircleSlash aria-hidden />}
          {ITEM_TEXT.availability}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{item.name}</DropdownMenuLabel>
        <MenuPrimitive.RadioGroup
          value={current}
          onValueChange={(value) => {
            const choice = AVAILABILITY_CHOICES.find((option) => option === value);
            if (choice && choice !== current) onChange(item, choice);
          }}
        >
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
  );
}
