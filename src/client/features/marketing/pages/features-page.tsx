import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import {
  AnalyticsIllustration,
  BoardIllustration,
  ConnectionsIllustration,
  DialogIllustration,
  ReceiptIllustration,
} from "../components/feature-illustrations";
import { MarketingLayout } from "../components/marketing-layout";
import { TrialCta } from "../components/trial-cta";

type Capability = { id: string; title: string; points: string[]; picture: ReactNode };

const CAPABILITIES: Capability[] = [
  {
    id: "one-board",
    title: "One board for every platform",
    points: [
      "Uber Eats, DoorDash, Grubhub, Shopify, WooCommerce and your website form on one grid.",
      "Search by order number, customer, phone or item; filter by platform and status.",
      "Each card shows what the pass needs: items, age, delivery or pickup, total.",
    ],
    picture: <BoardIllustration />,
  },
  {
    id: "order-details",
    title: "Every detail in one tap",
    points: [
      "Open any order for its items, modifiers, totals and the customer's delivery notes.",
      "Move it new → preparing → ready → completed; earlier steps are locked, so nothing slips back.",
      "Completed orders close themselves a second later, ready for the next one.",
    ],
    picture: <DialogIllustration />,
  },
  {
    id: "printing",
    title: "Kitchen tickets from the browser",
    points: [
      "Print a clear 80 mm ticket to the printer your kitchen already has.",
      "Platform, order number, items with modifiers, totals and delivery notes.",
      "No extra hardware, no drivers from us, nothing to install.",
    ],
    picture: <ReceiptIllustration />,
  },
  {
    id: "connections",
    title: "Connect your platforms in minutes",
    points: [
      "Sign in with Uber Eats, or paste an API key for DoorDash, Grubhub, Shopify and WooCommerce.",
      "Keys are encrypted at rest and shown masked, never in full.",
      "Add the website order form to your own site with one snippet.",
    ],
    picture: <ConnectionsIllustration />,
  },
  {
    id: "analytics",
    title: "Analytics that answer real questions",
    points: [
      "Sales and order counts by day, hour and platform.",
      "See your busiest hours before you write the staff rota.",
      "Compare what each channel brings in after its fees.",
    ],
    picture: <AnalyticsIllustration />,
  },
];

/** `/features`: each capability, with a picture of the screen that does it. */
export function FeaturesPage() {
  return (
    <MarketingLayout path="/features">
      <section className="border-b">
        <div className="mx-auto grid max-w-3xl gap-5 px-4 py-16 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Everything your order desk does, on one screen
          </h1>
          <p className="text-lg text-muted-foreground">
            Built for the rush: large type readable across the kitchen, one tap per step, and a
            sound for every new order.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link href="/login">Get Started</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/demo">View Demo</Link>
            </Button>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-20 px-4 py-20 sm:px-6">
        {CAPABILITIES.map((capability, index) => (
          <section
            key={capability.id}
            aria-labelledby={capability.id}
            className="grid items-center gap-10 lg:grid-cols-2"
          >
            <div className={cn("grid gap-4", index % 2 === 1 && "lg:order-2")}>
              <h2 id={capability.id} className="text-3xl font-bold tracking-tight">
                {capability.title}
              </h2>
              <ul className="grid gap-3 text-lg text-muted-foreground">
                {capability.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <span aria-hidden className="mt-2.5 size-2 shrink-0 rounded-full bg-brand" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            {capability.picture}
          </section>
        ))}
      </div>
      <TrialCta />
    </MarketingLayout>
  );
}
