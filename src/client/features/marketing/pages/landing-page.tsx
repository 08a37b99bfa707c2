import { Hero } from "../components/hero";
import {
  FeaturesSection,
  PlatformsSection,
  StatisticsSection,
  TestimonialsSection,
} from "../components/landing-sections";
import { MarketingLayout } from "../components/marketing-layout";
import { TrialCta } from "../components/trial-cta";

/** The landing page (`/`). */
export function LandingPage() {
  return (
    <MarketingLayout path="/">
      <Hero />
      <PlatformsSection />
      <FeaturesSection />
      <StatisticsSection />
      <TestimonialsSection />
      <TrialCta />
    </MarketingLayout>
  );
}
