import { useState, type FormEvent } from 'react';
import { MESSAGES, NAME_MAX, PROFILE_EMAIL_RE, PROFILE_MESSAGE_MS, type TMe } from '@grindstone/contract';
import { Button, Modal, PasswordField, TextField } from '../../../components/ui/index.ts';
import { recordActivity } from '../../activity/index.ts';
import { profileErrorText, updateName, updateProtected } from '../api/profile-api.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { MessageLine, type ProfileMessage } from '../message-line.tsx';

type Props = { user: TMe; onClose: () => void; onSaved: (message: string) => void };

/** Name (no extra check) and email (current password required, the product's email pattern). */
export function EditProfileModal({ user, onClose, onSaved }: Props) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { message, show } = useTimedMessage<ProfileMessage>(PROFILE_MESSAGE_MS);

  const nameChanged = name.trim() !== user.name;
  const emailChanged = email.trim() !== user.email;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!nameChanged && !emailChanged) return onClose();
    if (nameChanged && !name.trim()) return show({ text: 'Name cannot be empty.', isError: true });
    if (emailChanged) {
      if (!password) return show({ text: MESSAGES.passwordRequiredForProtected, isError: true });
      if (!PROFILE_EMAIL_RE.test(email.trim())) return show({ text: MESSAGES.invalidEmailAddress, isError: true });
    }
    setBusy(true);
    try {
      let answer: { message: string } | null = null;
      if (emailChanged) answer = await updateProtected({ email: email.trim(), password });
      if (nameChanged) answer = await updateName(name.trim());
      void recordActivity(
        'profile_updated',
        [nameChanged && 'name', emailChanged && 'email'].filter(Boolean).join(', '),
      );
      onSaved(answer?.message ?? '');
    } catch (err) {
      show({ text: profileErrorText(err), isError: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit profile"
      dismissible={!busy}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="edit-profile-form" variant="primary" loading={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id="edit-profile-form" className="profile-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
        />
        <TextField
          label="Username"
          value={`@${user.username}`}
          readOnly
          disabled
          help="Your username is your X handle and cannot be changed here."
        />
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
        />
        {emailChanged && (
          <PasswordField
            label="Current password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            help="Needed to change your email."
          />
        )}
        <MessageLine message={message} />
      </form>
    </Modal>
  );
}
