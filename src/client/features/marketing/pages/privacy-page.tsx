import { Link } from "wouter";
import { LegalDocument, LegalSection } from "../components/legal-document";
import { MarketingLayout } from "../components/marketing-layout";
import { MARKETING } from "../marketing-facts";

const LINK_CLASS = "font-medium text-foreground underline underline-offset-4";

const PRIVACY_MAILTO = `mailto:${MARKETING.privacyEmail}`;

/** The privacy policy, every point OrderDock promises, in plain English. */
export function PrivacyPage() {
  return (
    <MarketingLayout path="/privacy">
      <LegalDocument
        title="Privacy Policy"
        updated={MARKETING.privacyUpdated}
        summary={
          <p>
            This policy explains what information OrderDock collects when you use our restaurant
            order-management service, why we collect it, how long we keep it, who we share it with
            and the choices you have. We do not sell your data.
          </p>
        }
      >
        <LegalSection id="who-we-are" title="Who We Are and What This Policy Covers">
          <p>
            OrderDock brings the orders a restaurant receives from Uber Eats, DoorDash, Grubhub,
            Shopify, WooCommerce and its own website into one live dashboard, prints kitchen tickets
            and shows sales analytics. In this policy, "OrderDock", "we" and "us" mean the provider
            of that service; "you" means the restaurant owner or staff member using it.
          </p>
          <p>
            This policy covers our website, the OrderDock dashboard and the connections we make to
            delivery and e-commerce platforms on your behalf. It should be read together with our{" "}
            <Link href="/terms" className={LINK_CLASS}>
              Terms of Service
            </Link>
            .
          </p>
        </LegalSection>

        <LegalSection id="information-we-collect" title="Information We Collect">
          <p>We collect only what we need to run the service for you:</p>
          <ul>
            <li>
              <strong>Personal information:</strong> your name, email address and, if you give it to
              us, a phone number, so we can identify you and contact you about your account.
            </li>
            <li>
              <strong>Account information:</strong> your restaurant's name and details, your sign-in
              email, your password (stored only as a secure one-way hash, never in readable form)
              and your plan and settings.
            </li>
            <li>
              <strong>Transaction (order) data:</strong> the orders your restaurant receives,
              including items, prices, order status and times, and the customer details a platform
              sends with an order, such as the customer's name, delivery address, phone number and
              delivery notes.
            </li>
            <li>
              <strong>Platform-connection data:</strong> the API keys, access tokens and store
              identifiers you give us to connect Uber Eats, DoorDash, Grubhub, Shopify, WooCommerce
              or your website. These secrets are stored encrypted and are only ever shown back to
              you masked (for example, the last four characters).
            </li>
            <li>
              <strong>Device information:</strong> the IP address, browser type and operating system
              of the device you sign in from, which we use to keep your account secure.
            </li>
            <li>
              <strong>Usage data:</strong> which pages and features you use, when you sign in, and
              error and performance logs, which help us fix problems and improve OrderDock.
            </li>
          </ul>
          <p>
            The demo mode uses made-up restaurants and orders. Nothing you do in the demo is linked
            to a real person.
          </p>
        </LegalSection>

        <LegalSection id="how-we-use-information" title="How We Use Your Information">
          <p>We use the information above to:</p>
          <ul>
            <li>receive, display and update your orders from every platform you connect;</li>
            <li>print kitchen tickets and produce the sales analytics shown in your dashboard;</li>
            <li>create and secure your account, sign you in and prevent misuse;</li>
            <li>send you service emails, such as password resets and important account notices;</li>
            <li>answer your support requests;</li>
            <li>find and fix faults and improve the performance and features of OrderDock; and</li>
            <li>meet our legal, tax and accounting obligations.</li>
          </ul>
          <p>
            We do not use your customers' details for our own marketing, and we do not build
            advertising profiles of you or your customers.
          </p>
        </LegalSection>

        <LegalSection id="uber-eats-merchant-agreement" title="Uber Eats Merchant Agreement">
          <p>
            When you connect Uber Eats, we record the date and time at which your restaurant
            accepted the Uber Eats merchant agreement (the acceptance timestamp). We keep this
            record so that we, and Uber Eats, can show that the connection was set up with your
            agreement. It is stored with your Uber Eats connection and shown in your account.
          </p>
        </LegalSection>

        <LegalSection id="how-we-share-information" title="How We Share Information">
          <p>We share information only where it is needed to provide the service:</p>
          <ul>
            <li>
              <strong>Service providers:</strong> companies that host our servers and databases and
              that send our emails. They may use the data only to provide their services to us and
              must protect it.
            </li>
            <li>
              <strong>Delivery platforms and online stores:</strong> Uber Eats, DoorDash, Grubhub,
              Shopify, WooCommerce and the other platforms you choose to connect. We send them only
              what is needed to receive your orders and update them, for example to accept an order
              or mark it ready.
            </li>
            <li>
              <strong>When the law requires it:</strong> if we must disclose information to comply
              with a law, a court order or a lawful request from a public authority, or to protect
              the rights and safety of our users or the public.
            </li>
          </ul>
          <p>
            <strong>We do not sell your data</strong>, or your customers' data, to anyone.
          </p>
        </LegalSection>

        <LegalSection id="data-retention" title="Data Retention">
          <p>
            Your information is retained as long as needed to provide the service to you and to meet
            our legal obligations, such as keeping billing records for the period tax law requires.
            When information is no longer needed for those purposes, we delete it or make it
            anonymous.
          </p>
          <p>Sign-in sessions expire and are removed automatically.</p>
        </LegalSection>

        <LegalSection id="data-deletion" title="Deleting Your Data">
          <p>
            You can ask us to delete your account and your restaurant's data by contacting us at{" "}
            <a href={PRIVACY_MAILTO} className={LINK_CLASS}>
              {MARKETING.privacyEmail}
            </a>
            . Deletion requests can also be made through the dedicated account and data deletion
            endpoints of the service, including those the connected platforms use to pass on a
            deletion request.
          </p>
          <p>
            We will confirm when your request has been completed. We may keep a small amount of
            information where the law requires us to, for example invoices, and only for as long as
            required.
          </p>
        </LegalSection>

        <LegalSection id="your-rights" title="Your Rights">
          <p>
            Depending on where you are, you have some or all of the following rights over your
            personal information:
          </p>
          <ul>
            <li>
              <strong>Access:</strong> to ask for a copy of the personal information we hold about
              you.
            </li>
            <li>
              <strong>Correction:</strong> to have information that is wrong or incomplete
              corrected.
            </li>
            <li>
              <strong>Deletion:</strong> to have your personal information erased.
            </li>
            <li>
              <strong>Restriction of processing:</strong> to ask us to limit how we use your
              information, for example while a complaint is being looked into.
            </li>
            <li>
              <strong>Withdrawal of consent:</strong> where we rely on your consent, to withdraw it
              at any time, without affecting what we did before you withdrew it.
            </li>
          </ul>
          <p>
            To use any of these rights, email{" "}
            <a href={PRIVACY_MAILTO} className={LINK_CLASS}>
              {MARKETING.privacyEmail}
            </a>
            . We may need to confirm your identity first. You also have the right to complain to
            your local data protection authority.
          </p>
        </LegalSection>

        <LegalSection id="security" title="Security">
          <p>We take reasonable technical and organisational measures to protect your data:</p>
          <ul>
            <li>
              platform API keys and tokens are encrypted at rest and shown to you only in masked
              form;
            </li>
            <li>passwords are stored only as secure one-way hashes;</li>
            <li>
              data travels over encrypted (HTTPS) connections, and sign-in sessions are held in a
              secure, HTTP-only cookie that expires and can be ended by signing out; and
            </li>
            <li>repeated failed sign-in attempts are limited to slow down password guessing.</li>
          </ul>
          <p>
            No system is perfectly secure. If we learn of a breach that affects your data, we will
            tell you without undue delay and as the law requires.
          </p>
        </LegalSection>

        <LegalSection id="cookies" title="Cookies and Local Storage">
          <ul>
            <li>
              <strong>One session cookie:</strong> used only to keep you signed in. It is strictly
              necessary and is removed when you sign out or the session expires.
            </li>
            <li>
              <strong>Local storage:</strong> your browser remembers your theme preference (light or
              dark) and similar display choices, such as whether the sidebar is collapsed. This
              stays on your device.
            </li>
            <li>
              <strong>No advertising trackers:</strong> we do not use advertising cookies, tracking
              pixels or third-party ad networks.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="children" title="Children's Privacy">
          <p>
            OrderDock is a business tool for restaurants and is not directed at children. We do not
            knowingly collect personal information from anyone under 16. If you believe a child has
            given us personal information, contact us and we will delete it.
          </p>
        </LegalSection>

        <LegalSection id="changes-to-this-policy" title="Changes to This Policy">
          <p>
            We may update this policy as our service or the law changes. The date at the top shows
            when it was last updated. If we make a significant change, we will tell you by email or
            in your dashboard before it takes effect.
          </p>
        </LegalSection>

        <LegalSection id="contact" title="Contact Us">
          <p>
            For any question about this policy or your data, or to make a request, email us at{" "}
            <a href={PRIVACY_MAILTO} className={LINK_CLASS}>
              {MARKETING.privacyEmail}
            </a>
            .
          </p>
        </LegalSection>
      </LegalDocument>
    </MarketingLayout>
  );
}
