import { ArrowDownWideNarrow, ArrowUpNarrowWide, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { LabelledSwitch } from "@/client/components/ui/labelled-switch";
import { Spinner } from "@/client/components/ui/spinner";
import {
  type TicketPaper,
  updateDeviceSettings,
  useDeviceSettings,
} from "@/client/lib/device-settings";
import type { Settings } from "@/domain/api/settings";
import { useSettings } from "../api/get-settings";
import { SETTINGS_TEXT } from "../settings-messages";
import { type Choice, ChoiceGroup } from "./choice-group";
import { KitchenLoadForm } from "./kitchen-load-form";
import { KitchenWatchForm } from "./kitchen-watch-form";
import { OrderHandlingForm } from "./order-handling-form";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.orders;
const HANDLING = SETTINGS_TEXT.orderHandling;
const WATCH = SETTINGS_TEXT.kitchenWatch;
const LOAD = SETTINGS_TEXT.kitchenLoad;
const SORTS: ReadonlyArray<Choice<"newest" | "oldest">> = [
  {
    value: "newest",
    label: TEXT.newest,
    icon: <ArrowDownWideNarrow className="size-4" aria-hidden />,
  },
  {
    value: "oldest",
    label: TEXT.oldest,
    icon: <ArrowUpNarrowWide className="size-4" aria-hidden />,
  },
];
const PAPERS: ReadonlyArray<Choice<TicketPaper>> = [
  { value: "80mm", label: TEXT.paper80, icon: <ReceiptText className="size-4" aria-hidden /> },
  { value: "58mm", label: TEXT.paper58, icon: <ReceiptText className="size-3.5" aria-hidden /> },
];

/**
 * Orders: how the restaurant answers platforms and watches its kitchen in opening hours
 * (database, for everyone) and how this device opens the dashboard and prints new orders
 * (this browser only). The restaurant's part is for the roles that manage its settings; this
 * device's part is everyone's who opens Settings.
 */
export function OrdersSection({ managesRestaurant = true }: { managesRestaurant?: boolean }) {
  const settings = useDeviceSettings();
  return (
    <SettingsSection id="orders" {...SETTINGS_TEXT.sections.orders}>
      {managesRestaurant && <RestaurantOrderSettings />}
      <SettingsGroup id="orders-device" title={TEXT.deviceTitle} isDeviceOnly>
        <ChoiceGroup
          label={TEXT.defaultSort}
          hint={TEXT.defaultSortHint}
          choices={SORTS}
          value={settings.defaultSort}
          onChange={(defaultSort) => updateDeviceSettings({ defaultSort })}
        />
        <LabelledSwitch
          label={TEXT.autoPrint}
          hint={TEXT.autoPrintHint}
          checked={settings.autoPrint}
          onCheckedChange={(autoPrint) => updateDeviceSettings({ autoPrint })}
        />
        <ChoiceGroup
          label={TEXT.ticketPaper}
          hint={TEXT.ticketPaperHint}
          choices={PAPERS}
          value={settings.ticketPaper}
          onChange={(ticketPaper) => updateDeviceSettings({ ticketPaper })}
        />
      </SettingsGroup>
    </SettingsSection>
  );
}

/** The restaurant's order handling, kitchen watch and kitchen load, saved in the database. */
function RestaurantOrderSettings() {
  return (
    <>
      <SettingsGroup id="order-handling" title={HANDLING.title} description={HANDLING.description}>
        <SavedSettingsPart
          render={(saved) => <OrderHandlingForm handling={saved.orderHandling} />}
        />
      </SettingsGroup>
      <SettingsGroup id="kitchen-watch" title={WATCH.title} description={WATCH.description}>
        <SavedSettingsPart render={(saved) => <KitchenWatchForm watch={saved.kitchenWatch} />} />
      </SettingsGroup>
      <SettingsGroup id="kitchen-load" title={LOAD.title} description={LOAD.description}>
        <SavedSettingsPart render={(saved) => <KitchenLoadForm load={saved.kitchenLoad} />} />
      </SettingsGroup>
    </>
  );
}

/** A form over the saved settings, once they have arrived. */
function SavedSettingsPart({ render }: { render(saved: Settings): ReactNode }) {
  const settings = useSettings();
  if (settings.data) return render(settings.data);
  if (settings.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-base">{HANDLING.loadFailed}</p>
        <Button
          variant="outline"
          disabled={settings.isFetching}
          onClick={() => void settings.refetch()}
        >
          {HANDLING.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center py-6">
      <Spinner label={HANDLING.loading} className="size-7" />
    </div>
  );
}

type SettingsGroupProps = {
  id: string;
  title: string;
  description?: string;
  isDeviceOnly?: boolean;
  children: ReactNode;
};

/** A titled part of a section; one kept in this browser says so. */
function SettingsGroup({
  id,
  title,
  description,
  isDeviceOnly = false,
  children,
}: SettingsGroupProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 border-t pt-5 first:border-t-0 first:pt-0"
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="text-lg font-semibold">
            {title}
          </h3>
          {isDeviceOnly && (
            <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              {SETTINGS_TEXT.savedOnDevice}
            </span>
          )}
        </div>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
