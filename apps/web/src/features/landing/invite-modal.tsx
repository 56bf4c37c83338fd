import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { INVITE_BANNER_MS, isValidEmail, MESSAGES, X_USERNAME_RE } from '@grindstone/contract';
// By file, not the index: the visitor's landing page must not reach the router (decision 182).
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';
import { requestInvite } from './api/request-invite.ts';

type Errors = { name?: string; twitter?: string; email?: string };

export function validateInvite(form: { name: string; twitter: string; email: string }): Errors {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!form.twitter.trim()) errors.twitter = 'X (Twitter) username is required';
  else if (!X_USERNAME_RE.test(form.twitter.trim()))
    errors.twitter = 'Enter an X username: letters, digits or underscore, up to 15';
  if (form.email.trim() && !isValidEmail(form.email.trim())) errors.email = MESSAGES.invalidEmailFormat;
  return errors;
}

/**
 * The invite request modal (docs/product.md#invite): Name, X (Twitter) Username, optional Email; 'Send Request'.
 * Success shows the thank-you banner for INVITE_BANNER_MS (8 s), then clears the form and closes.
 * Failure shows the spec's alert text. The parent mounts it per opening (prefilled X username).
 */
export function InviteModal({
  open,
  onClose,
  initialTwitter = '',
}: {
  open: boolean;
  onClose: () => void;
  initialTwitter?: string;
}) {
  const [form, setForm] = useState({ name: '', twitter: initialTwitter, email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const found = validateInvite(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const name = form.name.trim();
    setSending(true);
    try {
      await requestInvite({
        name,
        twitter: form.twitter.trim(),
        email: form.email.trim() || undefined,
        timeZone: browserTimeZone(),
        userAgent: navigator.userAgent,
      });
      setThanks(MESSAGES.inviteThanks(name));
      timer.current = setTimeout(() => {
        setThanks(null);
        setForm({ name: '', twitter: '', email: '' });
        onCloseRef.current();
      }, INVITE_BANNER_MS);
    } catch (err) {
      const message = err instanceof ApiError && !err.isNetworkError && err.message ? err.message : undefined;
      setFailure(MESSAGES.inviteFailed(message));
    } finally {
      setSending(false);
    }
  }

  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Request an invite"
      description="Grindstone is invite-only while we build it. Tell us who you are and we will get back to you."
    >
      {thanks ? (
        <Banner tone="success">{thanks}</Banner>
      ) : (
        <form className="invite-form" onSubmit={submit} noValidate>
          <TextField
            label="Name"
            required
            value={form.name}
            onChange={set('name')}
            error={errors.name}
            autoComplete="name"
            maxLength={100}
          />
          <TextField
            label="X (Twitter) Username"
            required
            value={form.twitter}
            onChange={set('twitter')}
            error={errors.twitter}
            placeholder="@yourhandle"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={16}
          />
          <TextField
            label="Email"
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
            help="Optional: we mail your invitation code here."
            autoComplete="email"
            maxLength={254}
          />
          {failure && <Banner tone="danger">{failure}</Banner>}
          <div className="invite-form-actions">
            <Button type="submit" variant="primary" loading={sending} block>
              {MESSAGES.sendRequest}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
