import { useState, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button, Modal, PasswordField } from '../../../components/ui/index.ts';
import { useSession } from '../../auth/index.ts';
import { deleteMyAccount, downloadMyData, profileErrorText } from '../api/profile-api.ts';

type Props = { onMessage: (text: string, isError: boolean) => void };

/** GDPR access and erasure: download everything as JSON; delete the account after the password. */
export function YourData({ onMessage }: Props) {
  const { signOut } = useSession();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (err) {
      onMessage(profileErrorText(err), true);
    } finally {
      setDownloading(false);
    }
  }

  async function onDelete(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError('Please enter your password to delete your account.');
    setDeleting(true);
    setError(null);
    try {
      await deleteMyAccount(password);
    } catch (err) {
      setDeleting(false);
      return setError(profileErrorText(err));
    }
    // The server cleared the cookies; forget the session here too and leave.
    await signOut().catch(() => undefined);
    window.location.assign('/');
  }

  const close = () => {
    if (deleting) return;
    setConfirming(false);
    setPassword('');
    setError(null);
  };

  return (
    <section className="card profile-section" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p className="muted profile-section-help">
        Download everything we hold about you, or delete your account and all of its data.
      </p>
      <div className="profile-data-actions">
        <Button icon={<Download size={16} aria-hidden="true" />} loading={downloading} onClick={download}>
          Download my data (JSON)
        </Button>
        <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={close}
        dismissible={!deleting}
        title="Delete your account?"
        description="This permanently deletes your account, your goals, updates, notifications, My Context and everything else we hold about you, and cancels an active subscription. It cannot be undone."
        footer={
          <>
            <Button onClick={close} disabled={deleting}>
              Keep account
            </Button>
            <Button type="submit" form="delete-account-form" variant="danger" loading={deleting}>
              Delete forever
            </Button>
          </>
        }
      >
        <form id="delete-account-form" onSubmit={onDelete} noValidate>
          <PasswordField
            label="Enter your password to confirm"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
          />
        </form>
      </Modal>
    </section>
  );
}
