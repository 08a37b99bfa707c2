import { PlatformIcon } from "@/client/components/platform-icon";
import { TabsTrigger } from "@/client/components/ui/tabs";
import { PLATFORM_META, type Platform } from "@/domain/platforms";
import { PLATFORMS_TEXT } from "../platform-messages";

export type PlatformTabProps = { platform: Platform; isConnected: boolean };

/**
 * One platform's tab: its mark and name, and a green dot when connected. The dot
 * is also said in words for screen readers, so the tab reads "DoorDash connected".
 */
export function PlatformTab({ platform, isConnected }: PlatformTabProps) {
  return (
    <TabsTrigger value={platform} className="h-auto min-h-11 justify-start px-3">
      {/* The name follows; the mark is decoration inside the tab. */}
      <span aria-hidden className="inline-flex">
        <PlatformIcon platform={platform} className="size-6 rounded-md text-[0.5rem]" />
      </span>
      <span>{PLATFORM_META[platform].displayName}</span>
      {/* The space keeps the words apart in the tab's name: "DoorDash connected". */}
      {isConnected && (
        <>
          <span
            data-testid={`connected-dot-${platform}`}
            aria-hidden
            className="size-2.5 shrink-0 rounded-full bg-success ring-2 ring-card"
          />{" "}
          <span className="sr-only">{PLATFORMS_TEXT.connectedMarker}</span>
        </>
      )}
    </TabsTrigger>
  );
}
