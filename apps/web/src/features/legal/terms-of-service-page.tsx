import { Link } from 'react-router';
import { PLANS, PRODUCT_NAME, SUPPORT_EMAIL } from '@grindstone/contract';
import { LEGAL_UPDATED } from './privacy-policy-page.tsx';
import './legal.css';

/** /terms-of-service: invite-only access, free during development, plans and early benefits. */
export function TermsOfServicePage() {
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <main className="page-narrow legal">
      <h1>Terms of Service</h1>
      <p className="legal-updated">Last updated {LEGAL_UPDATED}</p>

      <h2>1. Access</h2>
      <p>
        Access to {PRODUCT_NAME} is by invitation only. You register with an invitation code and prove that you own the
        X (Twitter) account you sign up with. One person, one account; keep your password to yourself.
      </p>

      <h2>2. A product in development</h2>
      <p>
        {PRODUCT_NAME} is free to use while it is in development. Features may change, break or disappear, and we may
        reset limits. The AI coach gives suggestions, not professional advice: you decide what to do with them.
      </p>

      <h2>3. Paid plans</h2>
      <p>
        Optional paid plans cost {PLANS.monthly.display} per month or {PLANS.annual.display} per year, billed through
        PayPal. You can cancel anytime; the plan then runs to the end of the period you paid for. Early premium users
        keep their early-supporter benefits for life, for as long as their subscription stays active.
      </p>

      <h2>4. Your content</h2>
      <p>
        What you write stays yours. You give us the right to store and process it to run the service for you, including
        sending it to the AI coach as our <Link to="/privacy-policy">Privacy Policy</Link> describes.
      </p>

      <h2>5. Fair use</h2>
      <p>
        Do not misuse the service: no automated scraping, no attempts to break in or to overload it, no unlawful
        content. We may suspend accounts that do.
      </p>

      <h2>6. Ending your account</h2>
      <p>
        You can delete your account at any time on your profile page or by asking support at {mail}. We may close
        accounts that break these terms, and we will tell you why.
      </p>

      <h2>7. Liability</h2>
      <p>
        The service is provided as it is, during development, without warranties. To the extent the law allows, we are
        not liable for indirect losses.
      </p>

      <h2>8. Contact</h2>
      <p>Questions about these terms: {mail}.</p>
    </main>
  );
}
