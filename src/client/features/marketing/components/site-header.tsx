import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Logo } from "@/client/components/logo";
import { ThemeToggle } from "@/client/components/theme-toggle";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";

const NAV_LINKS = [
  { href: "/features", label: "Features" },
  { href: "/pricing", label: "Pricing" },
  { href: "/demo", label: "Try Demo" },
] as const;

/** The landing page's header: logo, links, and a menu toggle on small screens. */
export function SiteHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link href="/" aria-label="OrderDock home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Site" className="hidden flex-1 items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <Button key={link.href} asChild variant="ghost">
              <Link href={link.href}>{link.label}</Link>
            </Button>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <Button asChild variant="outline" className="hidden sm:inline-flex">
            <Link href="/login">Restaurant Login</Link>
          </Button>
          <Button asChild className="hidden sm:inline-flex">
            <Link href="/login">Get Started</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="site-menu"
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      <nav
        id="site-menu"
        aria-label="Menu"
        hidden={!isMenuOpen}
        className={cn("border-t bg-background px-4 pt-2 pb-4 lg:hidden")}
      >
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium hover:bg-accent"
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href="/login"
              onClick={close}
              className="block rounded-md px-3 py-3 text-base font-medium hover:bg-accent"
            >
              Restaurant Login
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
