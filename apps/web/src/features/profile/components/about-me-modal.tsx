import { useState, type FormEvent } from 'react';
import { MESSAGES, MY_CONTEXT_MAX, PROFILE_MESSAGE_MS } from '@grindstone/contract';
import { Button, Modal } from '../../../components/ui/index.ts';
import { recordActivity } from '../../activity/index.ts';
import { profileErrorText, useSaveMetadata } from '../api/profile-api.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { MessageLine, type ProfileMessage } from '../message-line.tsx';

type Props = { initial: string; onClose: () => void; onSaved: (message: string) => void };

/** 'About Me': My Context, capped at 2000 characters with a counter that turns red at the limit. */
export function AboutMeModal({ initial, onClose, onSaved }: Props) {
  const [text, setText] = useState(initial);
  const save = useSaveMetadata();
  const { message, show } = useTimedMessage<ProfileMessage>(PROFILE_MESSAGE_MS);
  const atLimit = text.length >= MY_CONTEXT_MAX;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    save.mutate(text, {
      onSuccess: (answer) => {
        void recordActivity('profile_updated', 'My Context');
        onSaved(answer.message);
      },
      onError: (err) => show({ text: profileErrorText(err), isError: true }),
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={MESSAGES.aboutMe}
      size="lg"
      dismissible={!save.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="about-me-form" variant="primary" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="about-me-form" className="profile-form" onSubmit={onSubmit} noValidate>
        <label htmlFor="about-me-text" className="visually-hidden">
          My Context
        </label>
        <textarea
          id="about-me-text"
          className="textarea about-me-textarea"
          rows={10}
          placeholder={MESSAGES.aboutMePlaceholder}
          maxLength={MY_CONTEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value.slice(0, MY_CONTEXT_MAX))}
          aria-describedby="about-me-counter"
        />
        <p
          id="about-me-counter"
          className={atLimit ? 'about-me-counter error-text' : 'about-me-counter muted'}
          data-at-limit={atLimit}
        >
          {MESSAGES.contextCounter(text.length, MY_CONTEXT_MAX)}
        </p>
        <MessageLine message={message} />
      </form>
    </Modal>
  );
}
