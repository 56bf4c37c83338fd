import { useState, type FormEvent } from 'react';
import { ArrowRight, AtSign, Mail, Sparkles } from 'lucide-react';
import { MESSAGES, PRODUCT_NAME, SUPPORT_EMAIL } from '@grindstone/contract';
import type { LinkComponent } from '../../components/ui/index.ts';
import { COMPANY_X_URL, FEATURES, STEPS } from './landing-data.ts';
import { StarField } from './star-field.tsx';
import { TerminalDemo } from './terminal-demo.tsx';
import { InviteModal } from './invite-modal.tsx';
import './landing.css';

/**
 * The visitor view of / and /invite (docs/product.md#landing). `Link` is the router's inside the
 * app, a plain link when a visitor opens / (the landing page loads no router, decision 182).
 */
export function LandingPage({ Link }: { Link: LinkComponent }) {
  const [invite, setInvite] = useState<{ open: boolean; twitter: string; key: number }>({
    open: false,
    twitter: '',
    key: 0,
  });
  const [early, setEarly] = useState('');
  const openInvite = (twitter = '') => setInvite((s) => ({ open: true, twitter, key: s.key + 1 }));

  function submitEarly(e: FormEvent) {
    e.preventDefault();
    openInvite(early.trim());
  }

  return (
    <main className="landing">
      <StarField />
      <nav className="landing-anchors" aria-label="On this page">
        <a href="#features">Features</a>
        <a href="#how-it-works">How it works</a>
        <a href="#contact">Contact</a>
      </nav>

      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero-copy">
          <p className="landing-kicker">
            <Sparkles size={16} aria-hidden="true" /> Invite-only · free while in development
          </p>
          <h1 id="landing-title">
            Turn this week's goals into <span className="landing-glow-text">done</span>.
          </h1>
          <p className="landing-lead">
            {PRODUCT_NAME} is your weekly goal list with an AI coach that knows you: it sharpens vague goals, tells you
            your next move and throws you timed challenges when you need a push.
          </p>
          <div className="landing-cta-row">
            <button type="button" className="landing-invite-btn" onClick={() => openInvite()}>
              {MESSAGES.requestInvite}
            </button>
            <Link to="/onboard" className="landing-secondary-link">
              I have a code <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </div>
        </div>
        <TerminalDemo />
      </section>

      <section id="features" className="landing-section" aria-labelledby="features-title">
        <h2 id="features-title">Everything you need to grind</h2>
        <ul className="feature-grid">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="feature-card">
              <span className="feature-icon">
                <Icon size={22} aria-hidden="true" />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="step">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing-section early-access" aria-labelledby="early-title">
        <h2 id="early-title">Get early access</h2>
        <p className="muted">Drop your X username and we will save you a seat.</p>
        <form className="early-form" onSubmit={submitEarly}>
          <label htmlFor="early-x" className="visually-hidden">
            Your X username
          </label>
          <div className="early-input">
            <AtSign size={18} aria-hidden="true" />
            <input
              id="early-x"
              className="input"
              placeholder="yourhandle"
              value={early}
              onChange={(e) => setEarly(e.target.value)}
              autoCapitalize="off"
              spellCheck={false}
              maxLength={16}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            Join the list
          </button>
        </form>
      </section>

      <section id="contact" className="landing-section contact" aria-labelledby="contact-title">
        <h2 id="contact-title">Contact</h2>
        <p className="muted">Questions, press or partnerships: we read everything.</p>
        <a className="btn" href={`mailto:${SUPPORT_EMAIL}`}>
          <Mail size={18} aria-hidden="true" /> {SUPPORT_EMAIL}
        </a>
      </section>

      <footer className="landing-footer">
        <span>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </span>
        <nav aria-label="Legal and social">
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-of-service">Terms of Service</Link>
          <a href={`mailto:${SUPPORT_EMAIL}`}>Support</a>
          <a href={COMPANY_X_URL} rel="noopener noreferrer" target="_blank">
            {PRODUCT_NAME} on X
          </a>
        </nav>
      </footer>

      {invite.open && (
        <InviteModal
          key={invite.key}
          open
          onClose={() => setInvite((s) => ({ ...s, open: false }))}
          initialTwitter={invite.twitter}
        />
      )}
    </main>
  );
}
