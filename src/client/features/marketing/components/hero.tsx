import { ArrowRight, Check } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { MARKETING } from "../marketing-facts";
import { MockOrderCard, SAMPLE_ORDERS } from "./mock-order-card";

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,color-mix(in_oklab,var(--brand)_22%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div className="grid gap-6">
          <p className="w-fit rounded-full border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
            For restaurants on Uber Eats, DoorDash, Grubhub and their own online store
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Every order, from every platform, on one live screen.
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            OrderDock gathers your delivery and online orders into one dashboard. Staff move each
            order from new to ready with a tap, print kitchen tickets from the browser, and never
            juggle five tablets again.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/signup">
                Start Your Free Trial
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/demo">View Demo</Link>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {[
              `${MARKETING.trialDays}-day free trial`,
              "No credit card required",
              "Printer integration included",
            ].map((point) => (
              <li key={point} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-brand" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden className="relative mx-auto w-full max-w-md">
          <div className="grid gap-3 rounded-3xl border bg-muted/60 p-4 shadow-2xl">
            <div className="flex items-center justify-between px-1">
              <span className="text-sm font-semibold">Orders Dashboard</span>
              <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                <span className="size-1.5 rounded-full bg-white" />
                LIVE
              </span>
            </div>
            {SAMPLE_ORDERS.map((order) => (
              <MockOrderCard key={order.number} order={order} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
