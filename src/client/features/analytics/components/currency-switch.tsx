import { Banknote } from "lucide-react";
import { useId } from "react";
import { RadioGroup, RadioOption } from "@/client/components/ui/radio-group";
import type { AnalyticsCurrency } from "@/domain/api/analytics";
import type { CurrencyCode } from "@/domain/money";
import { currencyName } from "../analytics-format";
import { CURRENCY_TEXT } from "../analytics-messages";

export type CurrencySwitchProps = {
  /** The currency of the figures on screen. */
  currency: CurrencyCode;
  /** The period's currencies with their orders. */
  currencies: AnalyticsCurrency[];
  /** The currency asked for: ahead of `currency` while its figures load. */
  selected: CurrencyCode;
  onChange(currency: CurrencyCode): void;
};

/**
 * A report is in one currency (decision 083). When the period has orders in another, say
 * which currency the figures are in, what else there is, and offer each as a radio: arrow
 * keys move the choice, Tab leaves the group. Nothing shows for a one-currency period.
 */
export function CurrencySwitch({ currency, currencies, selected, onChange }: CurrencySwitchProps) {
  const labelId = useId();
  const noticeId = useId();
  const others = currencies.filter((entry) => entry.currency !== currency);
  if (others.length === 0) return null;
  const isShownUsed = others.length < currencies.length;
  // A currency chosen for another period may have no orders in this one: still listed.
  const options = isShownUsed ? currencies : [{ currency, orders: 0 }, ...currencies];

  return (
    <div className="grid gap-3 rounded-xl border bg-muted/40 px-4 py-3">
      <p id={noticeId} className="flex items-start gap-2 text-base">
        <Banknote aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <span>
          {CURRENCY_TEXT.shownIn(currencyName(currency), currency)}{" "}
          {CURRENCY_TEXT.others(
            others.map((entry) => ({ name: currencyName(entry.currency), orders: entry.orders })),
            isShownUsed,
          )}
        </span>
      </p>
      <span id={labelId} className="sr-only">
        {CURRENCY_TEXT.groupLabel}
      </span>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={noticeId}
        orientation="horizontal"
        value={selected}
        onValueChange={onChange}
        className="flex flex-wrap gap-2"
      >
        {options.map((entry) => (
          <RadioOption
            key={entry.currency}
            value={entry.currency}
            label={CURRENCY_TEXT.option(entry.currency, entry.orders)}
          />
        ))}
      </RadioGroup>
    </div>
  );
}
