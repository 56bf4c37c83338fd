import { useEffect, useState } from 'react';
import { BREAKPOINTS, MESSAGES, type TPopupResponseValue } from '@grindstone/contract';
// By file, not the index: the visitor's landing page must not reach the router (decision 182).
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { recordPopupResponse } from './api/popup-api.ts';
import './mobile-popup.css';

/** Once answered (or dismissed) the popup never asks again in this browser. */
export const MOBILE_POPUP_KEY = 'gs.mobilePopup.answered';
const QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

export function popupErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetworkError) return MESSAGES.noResponse;
    if (err.status === 401) return MESSAGES.popupUnauthorized;
    return MESSAGES.popupServerError(err.message);
  }
  return MESSAGES.genericError;
}

function alreadyAsked(): boolean {
  try {
    return localStorage.getItem(MOBILE_POPUP_KEY) !== null;
  } catch {
    return false;
  }
}
function remember(value: string) {
  try {
    localStorage.setItem(MOBILE_POPUP_KEY, value);
  } catch {
    /* private mode: it may ask again next time */
  }
}

/**
 * (docs/product.md#mobile-popup) at 768 px or less, once per browser, for visitors and members alike.
 * "I'm Interested" / 'No, Thanks' POST /popup-responses; 'Continue to current site' just closes.
 */
export function MobilePopup() {
  const [open, setOpen] = useState(
    () => typeof window !== 'undefined' && !alreadyAsked() && window.matchMedia?.(QUERY).matches === true,
  );
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (open || alreadyAsked() || !window.matchMedia) return;
    const mq = window.matchMedia(QUERY);
    const onChange = () => {
      if (mq.matches && !alreadyAsked()) setOpen(true);
    };
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [open]);

  async function answer(response: TPopupResponseValue) {
    setSending(true);
    try {
      await recordPopupResponse(response);
      remember(response);
      setResult({ tone: 'success', text: MESSAGES.popupRecorded(response) });
    } catch (err) {
      setResult({ tone: 'danger', text: popupErrorText(err) });
    } finally {
      setSending(false);
    }
  }

  function close() {
    // Closing after an answer keeps the answer; closing without one still counts as asked.
    if (!alreadyAsked()) remember('dismissed');
    setOpen(false);
  }

  if (!open) return null;
  return (
    <Modal
      open
      onClose={close}
      title={MESSAGES.mobileTitle}
      description="We are building an app for your phone. Want to hear when it is ready?"
      size="sm"
      focusNextFrame
      footer={
        result?.tone === 'success' ? (
          <Button variant="primary" onClick={close} block>
            {MESSAGES.mobileContinue}
          </Button>
        ) : (
          <div className="mobile-popup-actions">
            <Button variant="primary" onClick={() => answer('Interested')} loading={sending} block>
              {MESSAGES.mobileInterested}
            </Button>
            <Button onClick={() => answer('Not-Interested')} disabled={sending} block>
              {MESSAGES.mobileNoThanks}
            </Button>
            <Button variant="ghost" onClick={close} disabled={sending} block>
              {MESSAGES.mobileContinue}
            </Button>
          </div>
        )
      }
    >
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
    </Modal>
  );
}
