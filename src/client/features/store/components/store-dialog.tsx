import { Link } from "wouter";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useStore } from "../hooks/use-store";
import { STORE_TEXT } from "../store-text";
import { KitchenPanel } from "./automatic-actions";
import { ChannelList } from "./channel-list";
import { BusyForm, PauseForm } from "./store-forms";

export type StoreDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  timeZone?: string;
};

/** "Store status": every channel as it stands, and the forms to pause or slow them. */
export function StoreDialog({ open, onOpenChange, timeZone }: StoreDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <div className="grid gap-1 pr-10">
          <DialogTitle>{STORE_TEXT.dialogTitle}</DialogTitle>
          <DialogDescription>{STORE_TEXT.dialogDescription}</DialogDescription>
        </div>
        <StoreDialogBody timeZone={timeZone} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function StoreDialogBody({ timeZone, onDone }: { timeZone?: string; onDone(): void }) {
  const { status } = useStore();
  if (!status) return <Spinner />;
  if (status.channels.length === 0) {
    return (
      <p className="text-base">
        {STORE_TEXT.noChannels}{" "}
        <Link
          href="/platform-connections"
          className="font-medium text-brand underline"
          onClick={onDone}
        >
          Open Platform Connections
        </Link>
      </p>
    );
  }
  const marketplaces = status.channels.filter((channel) => channel.takesBusy);
  return (
    <div className="grid gap-5">
      <KitchenPanel timeZone={timeZone} />
      <section aria-label={STORE_TEXT.channelsHeading} className="grid gap-2">
        <h3 className="text-base font-semibold">{STORE_TEXT.channelsHeading}</h3>
        <ChannelList channels={status.channels} timeZone={timeZone} />
        <p className="text-sm text-muted-foreground">{STORE_TEXT.shopsNote}</p>
      </section>
      <Tabs defaultValue="pause" className="grid gap-4">
        <TabsList className="w-full">
          <TabsTrigger value="pause" className="flex-1">
            {STORE_TEXT.pauseTab}
          </TabsTrigger>
          <TabsTrigger value="busy" className="flex-1">
            {STORE_TEXT.busyTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pause">
          <PauseForm channels={status.channels} onDone={onDone} />
        </TabsContent>
        <TabsContent value="busy">
          {marketplaces.length > 0 ? (
            <BusyForm channels={marketplaces} onDone={onDone} />
          ) : (
            <p className="text-base">{STORE_TEXT.noBusyChannels}</p>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
