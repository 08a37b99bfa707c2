import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { MARKETING } from "../marketing-facts";

/** A 14-day free trial, no credit card, printer integration included. */
export function TrialCta() {
  return (
    <section aria-labelledby="trial-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="grid justify-items-center gap-5 rounded-3xl border bg-card px-6 py-14 text-center shadow-sm">
        <h2 id="trial-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Try OrderDock free for {MARKETING.trialDays} days
        </h2>
        <p className="max-w-xl text-lg text-muted-foreground">
          {MARKETING.trialDays}-day free trial. No credit card required. Printer integration
          included.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/signup">Start Your Free Trial</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/demo">Try Demo</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
