import { CircleCheck, CircleMinus, CircleX, ShieldCheck } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/api-client";
import { cn } from "@/client/lib/utils";
import type { GoLiveReport } from "@/domain/api/go-live-check";
import type { Platform } from "@/domain/platforms";
import { useGoLiveCheck } from "../api/run-go-live-check";
import { GO_LIVE_TEXT as TEXT } from "../platform-messages";

export type GoLiveCheckProps = { platform: Platform };

const STATE_ICONS = {
  ok: { icon: CircleCheck, className: "text-success" },
  failed: { icon: CircleX, className: "text-destructive" },
  unchecked: { icon: CircleMinus, className: "text-muted-foreground" },
} as const;

/**
 * 'Check go-live': the platform's harmless read calls, made now, and what each point came
 * to, in words: credentials, scopes, activation, the store id, the last webhook.
 */
export function GoLiveCheck({ platform }: GoLiveCheckProps) {
  const check = useGoLiveCheck(platform);
  return (
    <section aria-labelledby={`go-live-${platform}`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={`go-live-${platform}`} className="text-base font-semibold">
            {TEXT.title}
          </h3>
          <p className="text-sm text-muted-foreground">{TEXT.description}</p>
        </div>
        <Button
          variant="outline"
          size="lg"
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          <ShieldCheck aria-hidden />
          {check.isPending ? TEXT.checking : TEXT.run}
        </Button>
      </div>
      {check.isError && (
        <p role="alert" className="text-base text-destructive">
          {errorMessage(check.error, TEXT.failed)}
        </p>
      )}
      {check.data && !check.isPending && <GoLiveResults report={check.data} />}
    </section>
  );
}

function GoLiveResults({ report }: { report: GoLiveReport }) {
  const failures = report.points.filter((point) => point.state === "failed").length;
  return (
    <div className="grid gap-2" role="status">
      <p className="text-base font-medium">
        {failures === 0 ? TEXT.allClear(report.target) : TEXT.someFailed(failures, report.target)}
      </p>
      <ul aria-label={TEXT.title} className="grid gap-2">
        {report.points.map((point) => {
          const { icon: Icon, className } = STATE_ICONS[point.state];
          return (
            <li
              key={point.point}
              className="flex items-start gap-3 rounded-md border bg-card px-3 py-2"
            >
              <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", className)} />
              <div className="grid min-w-0 gap-0.5">
                <span className="text-base font-semibold">
                  {TEXT.points[point.point][point.state]}
                </span>
                <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {point.detail}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
