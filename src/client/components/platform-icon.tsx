import { readableTextOn } from "@/client/lib/contrast";
import { cn } from "@/client/lib/utils";
import { PLATFORM_META, type Platform } from "@/domain/platforms";

const MONOGRAMS: Record<Platform, string> = {
  ubereats: "UE",
  doordash: "DD",
  grubhub: "GH",
  shopify: "S",
  woocommerce: "W",
  website: "WEB",
};

/** The platform's mark: its colour and a monogram, named for screen readers. */
export function PlatformIcon({ platform, className }: { platform: Platform; className?: string }) {
  const meta = PLATFORM_META[platform];
  return (
    <span
      role="img"
      aria-label={meta.displayName}
      title={meta.displayName}
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-xs font-black tracking-tight shadow-sm",
        className,
      )}
      style={{ backgroundColor: meta.color, color: readableTextOn(meta.color) }}
    >
      {MONOGRAMS[platform]}
    </span>
  );
}
