import { Link } from "wouter";
import { Logo } from "@/client/components/logo";
import { MARKETING } from "../marketing-facts";

type FooterLink = { label: string; href: string };

/**
 * Product, Company and Support columns. No dead links: each goes to the closest real page
 * or to a mail link.
 */
const COLUMNS: ReadonlyArray<{ title: string; links: FooterLink[] }> = [
  {
    title: "Product",
    links: [
      { label: "Features", href: "/features" },
      { label: "Pricing", href: "/pricing" },
      { label: "View Demo", href: "/demo" },
      { label: "Restaurant Login", href: "/login" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/features" },
      { label: "Contact", href: `mailto:${MARKETING.contactEmail}` },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", href: `mailto:${MARKETING.contactEmail}?subject=Help` },
      { label: "Reset Password", href: "/forgot-password" },
      { label: "Pricing FAQ", href: "/pricing#faq" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Every delivery and online order, in one live dashboard your kitchen can trust.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href.startsWith("mailto:") ? (
                    <a href={link.href} className="text-muted-foreground hover:text-foreground">
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href} className="text-muted-foreground hover:text-foreground">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {MARKETING.copyrightYear} OrderDock. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
