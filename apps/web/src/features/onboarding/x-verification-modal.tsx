import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Send } from 'lucide-react';
import { DM_VERIFICATION_MAX_MS, MESSAGES } from '@grindstone/contract';
import { Button, Modal, useToast } from '../../components/ui/index.ts';
import { publicConfigQuery, verifyTwitter } from './api/onboarding-api.ts';

/** How often the wait re-asks the server (X's DM list can lag a few seconds). */
export const VERIFY_RETRY_MS = 7_000;
const TICK_MS = 250;

export type VerificationOutcome = 'found' | 'not-found' | 'error';

/**
 * (docs/product.md#onboarding) X verification: the DM steps, the 4-digit code with Copy, and 'I Sent the DM',
 * which waits up to DM_VERIFICATION_MAX_MS (30 s) with visible progress, asking the server until
 * the DM is found. The parent closes the modal and shows the outcome.
 */
export function XVerificationModal({
  username,
  code,
  onDone,
  onCancel,
}: {
  username: string;
  code: string;
  onDone: (outcome: VerificationOutcome) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const config = useQuery(publicConfigQuery);
  const handle = config.data?.xAccountHandle ?? '…';
  const [waiting, setWaiting] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const unmounted = useRef(false);

  useEffect(
    () => () => {
      unmounted.current = true;
      abort.current?.abort();
    },
    [],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      /* clipboard refused (http, permissions): the code is on screen to copy by hand */
    }
    toast.show(MESSAGES.codeCopied, { tone: 'success' });
  }

  async function check() {
    const ctrl = new AbortController();
    abort.current = ctrl;
    setWaiting(true);
    const started = Date.now();
    const ticker = setInterval(() => setElapsed(Math.min(DM_VERIFICATION_MAX_MS, Date.now() - started)), TICK_MS);
    const deadline = setTimeout(() => ctrl.abort(), DM_VERIFICATION_MAX_MS);
    let outcome: VerificationOutcome = 'not-found';
    try {
      for (;;) {
        const answer = await verifyTwitter(username, code, ctrl.signal);
        if (answer.found) {
          outcome = 'found';
          break;
        }
        const left = DM_VERIFICATION_MAX_MS - (Date.now() - started);
        if (left <= VERIFY_RETRY_MS) break;
        await new Promise<void>((resolve, reject) => {
          const t = setTimeout(resolve, VERIFY_RETRY_MS);
          ctrl.signal.addEventListener('abort', () => {
            clearTimeout(t);
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      }
    } catch (err) {
      // The 30 s ran out while waiting: not found. Anything else: an error.
      outcome = (err as Error).name === 'AbortError' ? 'not-found' : 'error';
    } finally {
      clearInterval(ticker);
      clearTimeout(deadline);
    }
    if (!unmounted.current) onDone(outcome);
  }

  const seconds = Math.ceil((DM_VERIFICATION_MAX_MS - elapsed) / 1000);
  return (
    <Modal open onClose={onCancel} dismissible={!waiting} title="Verify your X account" size="md">
      <ol className="dm-steps">
        <li>
          Open X and start a direct message to{' '}
          <a href={`https://x.com/messages/compose`} target="_blank" rel="noopener noreferrer">
            @{handle}
          </a>
          .
        </li>
        <li>
          Send this code from <strong>@{username}</strong>:
          <div className="dm-code-row">
            <output className="dm-code" aria-label="Your verification code">
              {code}
            </output>
            <Button icon={<Copy size={16} aria-hidden="true" />} onClick={copy} disabled={waiting}>
              Copy
            </Button>
          </div>
        </li>
        <li>Come back here and press 'I Sent the DM'.</li>
      </ol>
      {waiting ? (
        <div className="dm-wait" role="status">
          <p>Looking for your message… up to {seconds} s</p>
          <progress max={DM_VERIFICATION_MAX_MS} value={elapsed} aria-label="Waiting for your direct message" />
        </div>
      ) : (
        <Button variant="primary" block icon={<Send size={16} aria-hidden="true" />} onClick={check}>
          I Sent the DM
        </Button>
      )}
    </Modal>
  );
}
