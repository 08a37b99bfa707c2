import { Link } from "wouter";
import { LegalDocument, LegalSection } from "../components/legal-document";
import { MarketingLayout } from "../components/marketing-layout";
import { MARKETING } from "../marketing-facts";

const LINK_CLASS = "font-medium text-foreground underline underline-offset-4";

const CONTACT_MAILTO = `mailto:${MARKETING.contactEmail}`;

/** The terms for a restaurant's OrderDock subscription, in plain English. */
export function TermsPage() {
  return (
    <MarketingLayout path="/terms">
      <LegalDocument
        title="Terms of Service"
        updated={MARKETING.privacyUpdated}
        summary={
          <p>
            These terms are the agreement between your restaurant and OrderDock for using our
            order-management service. Please read them before you start: they cover your free trial,
            your account, the platforms you connect, your data, fees and what happens if either of
            us ends the agreement.
          </p>
        }
      >
        <LegalSection id="acceptance-of-terms" title="Acceptance of These Terms">
          <p>
            By creating an account or using OrderDock, you agree to these Terms of Service on behalf
            of your restaurant. If you sign up for a business, you confirm that you have authority
            to bind that business. If you do not agree, do not use the service.
          </p>
          <p>
            In these terms, "OrderDock", "we" and "us" mean the provider of the service; "you" means
            the restaurant or business that holds the account, together with the people it allows to
            use it.
          </p>
        </LegalSection>

        <LegalSection id="the-service" title="The Service">
          <p>
            OrderDock is online software that brings your orders from Uber Eats, DoorDash, Grubhub,
            Shopify, WooCommerce and your own website into one live dashboard. It lets you accept
            and update orders, print kitchen tickets from your browser, manage your menu and see
            sales analytics.
          </p>
          <p>
            We may improve, change or add features over time. We will not remove a core feature of
            your plan during a period you have already paid for without telling you in advance.
          </p>
        </LegalSection>

        <LegalSection id="free-trial" title="Free Trial">
          <ul>
            <li>
              New restaurants get a {MARKETING.trialDays}-day free trial with the full service. No
              credit card is required to start it.
            </li>
            <li>
              Because we do not take card details for the trial, you are never charged automatically
              when it ends.
            </li>
            <li>
              At the end of the trial, you can choose a paid plan to keep using OrderDock. If you do
              not, your access to the dashboard is paused and orders stop syncing. We keep your data
              for 30 days so that you can subscribe or export it; after that, we may delete it.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="accounts-and-security" title="Accounts and Security">
          <ul>
            <li>You must give accurate information when you sign up and keep it up to date.</li>
            <li>
              The account owner is responsible for everyone they allow to use the account, such as
              managers and kitchen staff, and for what they do in it.
            </li>
            <li>
              Keep your password safe and do not share it outside your team. Use a strong password
              that you do not use elsewhere.
            </li>
            <li>
              Tell us straight away at{" "}
              <a href={CONTACT_MAILTO} className={LINK_CLASS}>
                {MARKETING.contactEmail}
              </a>{" "}
              if you think someone has used your account without permission.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="acceptable-use" title="Acceptable Use">
          <p>When using OrderDock, you agree not to:</p>
          <ul>
            <li>use the service for anything unlawful, fraudulent or harmful;</li>
            <li>
              copy, decompile or reverse engineer the software, or try to get around its security or
              usage limits;
            </li>
            <li>
              overload or disrupt the service, for example with automated requests beyond normal
              use, or try to access other restaurants' accounts or data;
            </li>
            <li>
              resell, rent or sublicense the service, or offer it to others as your own, without our
              written permission; or
            </li>
            <li>upload malicious code or content that infringes anyone else's rights.</li>
          </ul>
          <p>
            We may suspend an account that breaks these rules, and will tell you why unless the law
            or the safety of the service prevents us.
          </p>
        </LegalSection>

        <LegalSection id="platform-connections" title="Platform Connections and Platform Data">
          <ul>
            <li>
              When you connect a delivery or ordering platform, you authorise OrderDock to receive
              your orders from it and to update those orders on your behalf, for example to accept
              an order, mark it ready or cancel it.
            </li>
            <li>
              You remain bound by each platform's own merchant terms. These terms do not change your
              agreement with Uber Eats, DoorDash, Grubhub, Shopify, WooCommerce or any other
              platform, and you are responsible for following them.
            </li>
            <li>
              You must only connect accounts you are entitled to use, and keep the API keys and
              permissions you give us valid.
            </li>
            <li>
              The platforms are run by other companies. OrderDock is not responsible for their
              outages, delays, errors or changes to their services, or for orders that a platform
              fails to send to us.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="your-data" title="Your Data">
          <p>
            Your restaurant owns its data: your orders, menu, settings and the customer details that
            come with your orders. You give us permission to store and process that data only as
            needed to provide the service to you, as described in our{" "}
            <Link href="/privacy" className={LINK_CLASS}>
              Privacy Policy
            </Link>
            .
          </p>
          <p>
            You are responsible for having the right to give us this data and for handling your
            customers' information lawfully. We do not sell your data.
          </p>
        </LegalSection>

        <LegalSection id="fees-and-billing" title="Fees and Billing">
          <ul>
            <li>
              After the trial, OrderDock is offered as monthly plans, at the prices listed on our{" "}
              <Link href="/pricing" className={LINK_CLASS}>
                pricing page
              </Link>
              .
            </li>
            <li>
              Plans are billed monthly in advance and renew each month until you cancel. If you
              cancel, your plan stays active until the end of the month you have paid for.
            </li>
            <li>
              Prices do not include taxes such as VAT or sales tax, which are added where they
              apply.
            </li>
            <li>
              We may change our prices by giving you at least 30 days' notice. The new price applies
              from your next billing period after the notice ends, and you can cancel before then.
            </li>
            <li>
              Fees already paid are not refunded for partial months, except where the law requires
              it. If a payment fails, we may suspend the account until it is paid.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="availability-and-support" title="Availability and Support">
          <p>
            We work to keep OrderDock available around the clock, but we cannot promise it will
            never be interrupted. We may need short maintenance windows, and we try to schedule them
            outside busy service hours and announce them in advance where we can.
          </p>
          <p>
            Support is available by email at{" "}
            <a href={CONTACT_MAILTO} className={LINK_CLASS}>
              {MARKETING.contactEmail}
            </a>
            . We aim to reply within one business day.
          </p>
        </LegalSection>

        <LegalSection id="disclaimers" title="Disclaimers">
          <p>
            Apart from the promises made in these terms, OrderDock is provided "as is" and "as
            available". To the extent the law allows, we give no other warranties, for example that
            the service will be error-free or meet every need of your business. Analytics are
            provided to help you run your restaurant and are not financial or tax advice. You remain
            responsible for checking orders, allergens and food safety in your kitchen.
          </p>
        </LegalSection>

        <LegalSection id="limitation-of-liability" title="Limitation of Liability">
          <p>To the extent the law allows:</p>
          <ul>
            <li>
              our total liability for all claims relating to the service is capped at the fees you
              paid us in the 12 months before the claim arose; and
            </li>
            <li>
              we are not liable for indirect or consequential damages, such as lost profits, lost
              revenue, lost orders or loss of goodwill.
            </li>
          </ul>
          <p>
            Nothing in these terms limits liability that cannot be limited by law, such as liability
            for fraud or for death or personal injury caused by negligence.
          </p>
        </LegalSection>

        <LegalSection id="termination" title="Termination">
          <ul>
            <li>
              You can stop using OrderDock and cancel your plan at any time; cancellation takes
              effect at the end of your current billing period.
            </li>
            <li>
              We can end the agreement with 30 days' notice, or straight away if you seriously
              breach these terms or fail to pay.
            </li>
            <li>
              After termination, you can ask us for an export of your data within 30 days. After
              that period, we delete it, except what the law requires us to keep.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="changes-to-terms" title="Changes to These Terms">
          <p>
            We may update these terms from time to time. The date at the top shows when they were
            last updated. For significant changes, we will tell you by email or in your dashboard at
            least 30 days before they take effect. If you keep using OrderDock after that, you
            accept the new terms; if you do not agree, you can cancel before they apply.
          </p>
        </LegalSection>

        <LegalSection id="governing-law" title="Governing Law">
          <p>
            These terms are governed by the laws of the jurisdiction where OrderDock is established.
            Any dispute will be handled by the courts of that jurisdiction, unless the law where
            your restaurant is based gives you the right to bring it in your local courts.
          </p>
        </LegalSection>

        <LegalSection id="contact" title="Contact Us">
          <p>
            Questions about these terms? Email us at{" "}
            <a href={CONTACT_MAILTO} className={LINK_CLASS}>
              {MARKETING.contactEmail}
            </a>
            .
          </p>
        </LegalSection>
      </LegalDocument>
    </MarketingLayout>
  );
}
