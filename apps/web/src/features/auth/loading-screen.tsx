import { MESSAGES } from '@grindstone/contract';
import { readStoredName } from './auth-storage.ts';
// By file, not the index: the visitor's landing page must not reach the router (decision 182).
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import './auth.css';

/**
 * The calm full-screen loader shown while the session is checked and while a page's code
 * loads: the mark breathing, 'Welcome back, {name}' when user_data holds a name (docs/product.md#top-bar),
 * else 'Welcome to Grindstone'.
 */
export function LoadingScreen() {
  const name = readStoredName();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="loading-screen-mark" aria-hidden="true">
        <BrandMark size={56} />
      </div>
      <p className="loading-screen-text">{name ? MESSAGES.welcomeBack(name) : MESSAGES.welcome}</p>
      <div className="loading-screen-bar" aria-hidden="true">
        <span />
      </div>
    </div>
  );
}
