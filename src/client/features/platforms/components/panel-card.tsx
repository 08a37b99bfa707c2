import type { ReactNode } from "react";
import { PlatformIcon } from "@/client/components/platform-icon";
import { Badge } from "@/client/components/ui/badge";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { PLATFORM_META, type Platform } from "@/domain/platforms";
import { PLATFORMS_TEXT } from "../platform-messages";

export type PanelCardProps = {
  platform: Platform;
  isConnected: boolean;
  description: string;
  children: ReactNode;
};

/** One tab's card: the platform's mark, name and state, then its controls. */
export function PanelCard({ platform, isConnected, description, children }: PanelCardProps) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          {/* The heading names the platform already; the mark is decoration here. */}
          <span aria-hidden>
            <PlatformIcon platform={platform} />
          </span>
          <CardTitle>{PLATFORM_META[platform].displayName}</CardTitle>
          <Badge variant={isConnected ? "brand" : "outline"}>
            {isConnected ? PLATFORMS_TEXT.status.connected : PLATFORMS_TEXT.status.notConnected}
          </Badge>
        </div>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
    </Card>
  );
}
