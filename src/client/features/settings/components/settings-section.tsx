import type { ReactNode } from "react";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { SETTINGS_TEXT } from "../settings-messages";

export type SettingsSectionProps = {
  /** The anchor the page's table of contents links to. */
  id: string;
  title: string;
  description: string;
  /** Kept in this browser's storage rather than the database: say so. */
  isDeviceOnly?: boolean;
  children: ReactNode;
};

/** One card of the Settings page, a landmark named by its h2. */
export function SettingsSection({
  id,
  title,
  description,
  isDeviceOnly = false,
  children,
}: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 lg:scroll-mt-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <CardTitle id={headingId}>{title}</CardTitle>
            {isDeviceOnly && (
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                {SETTINGS_TEXT.savedOnDevice}
              </span>
            )}
          </div>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">{children}</CardContent>
      </Card>
    </section>
  );
}
