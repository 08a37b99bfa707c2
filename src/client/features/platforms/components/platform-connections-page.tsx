import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Tabs, TabsContent, TabsList } from "@/client/components/ui/tabs";
import type { CurrentUser } from "@/domain/api/auth";
import { PLATFORMS } from "@/domain/platforms";
import { KEYED_PLATFORMS } from "../connection-form";
import { usePlatformTab } from "../hooks/use-platform-tab";
import { useUberEatsReturn } from "../hooks/use-uber-eats-return";
import { PLATFORMS_TEXT as TEXT } from "../platform-messages";
import { KeyedConnectionPanel } from "./keyed-connection-panel";
import { PlatformTab } from "./platform-tab";
import { UberEatsPanel } from "./uber-eats-panel";
import { WebsitePanel } from "./website-panel";

export type PlatformConnectionsPageProps = { user: CurrentUser };

/**
 * Platform Connections: a tab per platform, the open one named in the address. The
 * connected flags come from the current user, kept fresh by every save.
 */
export function PlatformConnectionsPage({ user }: PlatformConnectionsPageProps) {
  const [platform, setPlatform] = usePlatformTab();
  useUberEatsReturn();
  return (
    <div className="mx-auto max-w-5xl p-4 sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{TEXT.title}</h1>
          <p className="mt-1 text-base text-muted-foreground">{TEXT.subtitle}</p>
        </div>
        <Button asChild variant="outline" size="lg">
          <Link href="/dashboard">
            <ArrowLeft aria-hidden />
            {TEXT.backToDashboard}
          </Link>
        </Button>
      </div>
      <Tabs value={platform} onValueChange={setPlatform} className="mt-6">
        {/* Wraps rather than scrolls: every tab stays in sight, no sideways scroll at 390 px. */}
        <TabsList
          aria-label={TEXT.tabsLabel}
          className="grid h-auto w-full grid-cols-2 sm:grid-cols-3 lg:flex lg:flex-wrap lg:justify-start"
        >
          {PLATFORMS.map((entry) => (
            <PlatformTab
              key={entry}
              platform={entry}
              isConnected={user.platformConnections[entry]}
            />
          ))}
        </TabsList>
        <TabsContent value="ubereats">
          <UberEatsPanel user={user} />
        </TabsContent>
        {KEYED_PLATFORMS.map((entry) => (
          <TabsContent key={entry} value={entry}>
            <KeyedConnectionPanel platform={entry} user={user} />
          </TabsContent>
        ))}
        <TabsContent value="website">
          <WebsitePanel user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
