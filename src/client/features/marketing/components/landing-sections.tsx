import { BarChart3, LayoutGrid, Printer, Quote, Zap } from "lucide-react";
import { PlatformIcon } from "@/client/components/platform-icon";
import { PLATFORM_META, type Platform } from "@/domain/platforms";
import { MARKETING } from "../marketing-facts";

/** 'Connect With All Major Platforms' shows five (the website form is our own). */
const CONNECTED_PLATFORMS: Platform[] = [
  "ubereats",
  "doordash",
  "grubhub",
  "shopify",
  "woocommerce",
];

export function PlatformsSection() {
  return (
    <section aria-labelledby="platforms-heading" className="border-b bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 text-center sm:px-6">
        <div className="grid gap-2">
          <h2 id="platforms-heading" className="text-3xl font-bold tracking-tight">
            Connect With All Major Platforms
          </h2>
          <p className="text-muted-foreground">
            Marketplaces and online stores, plus an order form for your own website.
          </p>
        </div>
        <ul className="flex flex-wrap justify-center gap-3">
          {CONNECTED_PLATFORMS.map((platform) => (
            <li
              key={platform}
              className="inline-flex items-center gap-3 rounded-2xl border bg-background px-4 py-3 text-base font-semibold shadow-sm"
            >
              <PlatformIcon platform={platform} className="size-9" />
              {PLATFORM_META[platform].displayName}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const FEATURES = [
  {
    icon: LayoutGrid,
    title: "Unified Order Management",
    text: "Uber Eats, DoorDash, Grubhub, Shopify, WooCommerce and website orders share one board, one search and one workflow: new, preparing, ready, completed.",
  },
  {
    icon: Zap,
    title: "Real-Time Updates",
    text: "New orders appear the moment they arrive, with a sound and a toast your staff cannot miss, and every screen in the kitchen stays in step.",
  },
  {
    icon: Printer,
    title: "Direct Kitchen Printing",
    text: "Print a clear kitchen ticket straight from the browser to the printer you already own. No extra hardware, no special tablet.",
  },
  {
    icon: BarChart3,
    title: "Analytics That Matter",
    text: "See sales, order volume and busy hours across every platform, so you know where your orders and your money come from.",
  },
] as const;

export function FeaturesSection() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-2xl gap-3 text-center">
        <h2 id="why-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Why Restaurants Choose Us
        </h2>
        <p className="text-lg text-muted-foreground">
          Built with kitchens, for the rush: big type, few taps, nothing lost.
        </p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="grid content-start gap-3 rounded-2xl border bg-card p-6"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand/15 text-brand">
              <feature.icon className="size-6" aria-hidden />
            </span>
            <h3 className="text-lg font-semibold">{feature.title}</h3>
            <p className="text-muted-foreground">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StatisticsSection() {
  return (
    <section aria-label="OrderDock in numbers" className="bg-brand text-brand-foreground">
      <dl className="mx-auto grid max-w-6xl gap-8 px-4 py-14 text-center sm:grid-cols-3 sm:px-6">
        {MARKETING.statistics.map((statistic) => (
          <div key={statistic.label} className="grid gap-1">
            <dt className="order-2 text-lg font-medium opacity-90">{statistic.label}</dt>
            <dd className="order-1 text-5xl font-bold tracking-tight">{statistic.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const TESTIMONIALS = [
  {
    quote:
      "Friday nights used to mean four tablets beeping at once. Now one screen shows everything and the kitchen tickets print themselves.",
    name: "Elena Rossi",
    role: "Owner, Trattoria Rossi",
  },
  {
    quote:
      "We caught every order during our busiest weekend ever. The sound and the big 'New Order' card make it impossible to miss one.",
    name: "Marcus Johnson",
    role: "General Manager, Southside Smokehouse",
  },
  {
    quote:
      "Seeing Uber Eats, DoorDash and our Shopify store side by side showed us which channel really pays. We changed our menu prices the next week.",
    name: "Priya Shah",
    role: "Co-founder, Masala Street Kitchen",
  },
] as const;

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="border-b bg-card">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
        >
          What Our Customers Say
        </h2>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="grid h-full content-between gap-6 rounded-2xl border bg-background p-6">
                <blockquote className="grid gap-3 text-base">
                  <Quote className="size-6 text-brand" aria-hidden />
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <p className="font-semibold">{testimonial.name}</p>
                  <p className="text-sm text-muted-foreground">{testimonial.role}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
