import { Link } from 'react-router';
import { PLANS, PRODUCT_NAME, SUPPORT_EMAIL } from '@grindstone/contract';
import './legal.css';

export const LEGAL_UPDATED = '21 November 2026';

/** /privacy-policy: what we collect, why, who else sees it, and the user's GDPR rights. */
export function PrivacyPolicyPage() {
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <main className="page-narrow legal">
      <h1>Privacy Policy</h1>
      <p className="legal-updated">Last updated {LEGAL_UPDATED}</p>
      <p>
        {PRODUCT_NAME} is an invite-only goal tracker with an AI coach. This policy explains what we collect, why we
        collect it and what you can ask us to do with it. We collect as little as the product needs and we never sell
        your data.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          Account data: your name, your X (Twitter) username, your email address and a one-way hash of your password.
        </li>
        <li>
          X verification: the 4-digit code you send us by direct message and your X account's numeric id, only to prove
          that the account is yours.
        </li>
        <li>
          With your X account connected: your public bio and recent public posts, read once when your account is set up.
        </li>
        <li>
          What you write in {PRODUCT_NAME}: goals, goal updates, 'My Context', feedback and your answers to our
          questions.
        </li>
        <li>
          Usage and device data: the days you were active, your time zone, a coarse location (city, region, country)
          worked out on our server from your IP address, and your device, browser and screen size.
        </li>
        <li>If you request an invite: your name, X username, optional email, time zone and browser user agent.</li>
      </ul>

      <h2>How the AI coach uses your data</h2>
      <p>
        The default coach runs on our own server: nothing you write leaves {PRODUCT_NAME} for it. If we switch on an
        external AI provider, that provider receives, for each request and only what the request needs: your goals, your
        goal updates, your 'My Context', the profile facts distilled from your X bio and posts, your local time and your
        coarse location. It does not receive your email, your password or your IP address. We choose providers that do
        not train on this data.
      </p>

      <h2>Who else receives data</h2>
      <ul>
        <li>X (Twitter), when we check your verification DM or read your public profile.</li>
        <li>PayPal, when you subscribe: payments are handled by PayPal, we never see your card.</li>
        <li>Our email provider, to send you your invitation code and account mail.</li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        As long as your account exists. Invite requests that we decline are deleted within 90 days. Verification codes
        expire after 10 minutes.
      </p>

      <h2>Your rights (GDPR)</h2>
      <p>You can at any time ask us to:</p>
      <ul>
        <li>give you access to the personal data we hold about you;</li>
        <li>correct data that is wrong (most of it you can edit yourself on your profile page);</li>
        <li>delete your data and your account.</li>
      </ul>
      <p>
        You can delete your account yourself on your <Link to="/profile">profile page</Link>, or ask support at {mail};
        we act on a request within 30 days. You may also complain to your data protection authority.
      </p>

      <h2>Subscriptions</h2>
      <p>
        {PRODUCT_NAME} is free while in development. Paid plans cost {PLANS.monthly.display} per month or{' '}
        {PLANS.annual.display} per year; see the <Link to="/terms-of-service">Terms of Service</Link>.
      </p>

      <h2>Contact</h2>
      <p>Questions about this policy: {mail}.</p>
    </main>
  );
}
