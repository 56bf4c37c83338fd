import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@grindstone/contract';
// By file, not the index: the visitor's landing page must not reach the router (decision 182).
import { BrandMark } from '../components/ui/brand-mark.tsx';
import type { LinkComponent } from '../components/ui/plain-link.tsx';
import './app-shell.css';

/** The top bar without the session or the router: the logo (links to /) and the right-hand side. */
export function TopBarFrame({ Link, children }: { Link: LinkComponent; children?: ReactNode }) {
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <Link to="/" className="topbar-brand" aria-label={`${PRODUCT_NAME} home`}>
          <BrandMark size={30} />
          <span className="topbar-wordmark" aria-hidden="true">
            {PRODUCT_NAME}
          </span>
        </Link>
        {children}
      </div>
    </header>
  );
}

/** A visitor's Login and Signup buttons. */
export function VisitorActions({ Link }: { Link: LinkComponent }) {
  return (
    <nav className="topbar-actions" aria-label="Account">
      <Link to="/login" className="btn btn-ghost topbar-login">
        Login
      </Link>
      <Link to="/onboard" className="btn btn-primary topbar-signup">
        Signup
      </Link>
    </nav>
  );
}
