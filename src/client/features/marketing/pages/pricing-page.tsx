import { Check } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { MarketingLayout } from "../components/marketing-layout";
import { MARKETING } from "../marketing-facts";

type Plan = {
  name: string;
  price: string;
  cadence: string;
  summary: string;
  features: string[];
  isFeatured?: boolean;
};

/** The plans and prices are ours to set; only the trial is fixed (decision 056). */
const PLANS: Plan[] = [
  {
    name: "Starter",
    price: "$49",
    cadence: "per location / month",
    summary: "For a restaurant on one or two delivery apps.",
    features: [
      "Live Orders Dashboard with sounds and alerts",
      "Up to 3 connected platforms",
      "Kitchen ticket printing from the browser",
      "Unlimited orders and staff screens",
      "Email support",
    ],
  },
  {
    name: "Pro",
    price: "$99",
    cadence: "per location / month",
    summary: "Every channel, with the numbers behind them.",
    features: [
      "Everything in Starter",
      "All platforms: Uber Eats, DoorDash, Grubhub, Shopify, WooCommerce",
      "Website order form for your own site",
      "Analytics and Menu Manager",
      "Priority support",
    ],
    isFeatured: true,
  },
];

const FAQ = [
  {
    question: "What happens when the free trial ends?",
    answer: `Nothing is charged: we never asked for a card. After ${MARKETING.trialDays} days you choose a plan to keep going; until then your orders and settings are kept for 30 days.`,
  },
  {
    question: "Do I need special hardware to print kitchen tickets?",
    answer:
      "No. OrderDock prints from the browser to any printer your computer or tablet can already use, including common 80 mm receipt printers.",
  },
  {
    question: "Which platforms can I connect?",
    answer:
      "Uber Eats, DoorDash, Grubhub, Shopify and WooCommerce, plus an order form for your own website.",
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. Plans are monthly; cancelling stops the next charge and you keep access until the end of the month you paid for.",
  },
  {
    question: "I run several locations. How does billing work?",
    answer:
      "Each location is its own OrderDock account with its own dashboard and platform connections, billed per location. Write to us and we will set them up together.",
  },
] as const;

/** `/pricing`: the plans, each with the 14-day free trial, and a short FAQ. */
export function PricingPage() {
  return (
    <MarketingLayout path="/pricing">
      <section className="mx-auto grid max-w-3xl gap-4 px-4 pt-16 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Simple, honest pricing</h1>
        <p className="text-lg text-muted-foreground">
          Every plan starts with a {MARKETING.trialDays}-day free trial. No credit card required.
          Printer integration included.
        </p>
      </section>
      <ul className="mx-auto grid max-w-4xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              "grid content-start gap-6 rounded-3xl border bg-card p-8",
              plan.isFeatured && "border-2 border-brand shadow-xl",
            )}
          >
            <div className="grid gap-2">
              <h2 className="flex items-center gap-3 text-2xl font-bold">
                {plan.name}
                {plan.isFeatured && (
                  <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-brand-foreground">
                    Most popular
                  </span>
                )}
              </h2>
              <p className="text-muted-foreground">{plan.summary}</p>
            </div>
            <p>
              <span className="text-5xl font-bold tracking-tight">{plan.price}</span>{" "}
              <span className="text-muted-foreground">{plan.cadence}</span>
            </p>
            <ul className="grid gap-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant={plan.isFeatured ? "default" : "outline"}>
              <Link href="/signup">Start Your Free Trial</Link>
            </Button>
          </li>
        ))}
      </ul>
      <section
        id="faq"
        aria-labelledby="faq-heading"
        className="mx-auto max-w-3xl scroll-mt-20 px-4 pb-20 sm:px-6"
      >
        <h2 id="faq-heading" className="text-3xl font-bold tracking-tight">
          Questions, answered
        </h2>
        <div className="mt-6 divide-y rounded-2xl border bg-card">
          {FAQ.map((item) => (
            <details key={item.question} className="group px-6 py-4">
              <summary className="cursor-pointer list-none text-lg font-semibold marker:hidden">
                {item.question}
              </summary>
              <p className="mt-3 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </MarketingLayout>
  );
}
