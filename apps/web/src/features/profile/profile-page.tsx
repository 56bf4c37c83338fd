import { useState } from 'react';
import { BellRing, CalendarDays, KeyRound, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { CALENDAR_MESSAGES, MESSAGES, PROFILE_MESSAGE_MS, REMINDER_MESSAGES } from '@grindstone/contract';
import { Avatar, Button, PageHeader } from '../../components/ui/index.ts';
import { useSession } from '../auth/index.ts';
import { SupporterBadge } from '../subscription/index.ts';
import { useMetadata, profileErrorText } from './api/profile-api.ts';
import { AboutMeModal } from './components/about-me-modal.tsx';
import { EditProfileModal } from './components/edit-profile-modal.tsx';
import { ProfileFacts } from './components/profile-facts.tsx';
import { YourData } from './components/your-data.tsx';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { MessageLine, type ProfileMessage } from './message-line.tsx';
import './profile.css';

/** /profile (docs/product.md#profile): who you are, My Context, what the coach knows, your data. */
export function ProfilePage() {
  const { user, refreshUser } = useSession();
  const metadata = useMetadata();
  const { message, show } = useTimedMessage<ProfileMessage>(PROFILE_MESSAGE_MS);
  const [editing, setEditing] = useState<'profile' | 'about' | null>(null);

  if (!user || metadata.isPending) {
    return (
      <main className="page-narrow profile">
        <p role="status">{MESSAGES.loading}</p>
      </main>
    );
  }

  const context = metadata.data?.data ?? '';
  return (
    <main className="page-narrow profile">
      <PageHeader title="Profile" />
      <section className="card profile-card" aria-label="Your profile">
        <Avatar name={user.name} size={96} alt={`${user.name}'s avatar`} />
        <div className="profile-identity">
          <p className="profile-name">
            <span>{user.name}</span> <SupporterBadge subscriptionStatus={user.subscriptionStatus} />
          </p>
          <p className="profile-username muted">@{user.username}</p>
          <p className="profile-email">{user.email}</p>
        </div>
        <Button
          icon={<Pencil size={16} aria-hidden="true" />}
          onClick={() => setEditing('profile')}
          className="profile-edit"
        >
          Edit
        </Button>
      </section>

      <MessageLine message={editing ? null : message} />

      <section className="card profile-section" aria-labelledby="context-title">
        <div className="profile-section-head">
          <h2 id="context-title">My Context</h2>
          <Button
            size="sm"
            icon={<Pencil size={16} aria-hidden="true" />}
            onClick={() => setEditing('about')}
            aria-label="Edit My Context"
          >
            Edit
          </Button>
        </div>
        {metadata.isError ? (
          <p className="error-text">{profileErrorText(metadata.error)}</p>
        ) : context ? (
          <p className="profile-context">{context}</p>
        ) : (
          <p className="muted">{MESSAGES.noContext}</p>
        )}
      </section>

      <ProfileFacts onMessage={(text, isError) => show({ text, isError })} />
      <section className="card profile-section" aria-labelledby="access-tokens-title">
        <h2 id="access-tokens-title">Access tokens</h2>
        <p className="muted profile-section-help">
          Let an AI assistant (Claude, Cursor, VS Code) or a script read and change your goals.
        </p>
        <Link to="/profile/access-tokens" className="btn">
          <KeyRound size={16} aria-hidden="true" /> Manage access tokens
        </Link>
      </section>
      <section className="card profile-section" aria-labelledby="reminders-title">
        <h2 id="reminders-title">{REMINDER_MESSAGES.title}</h2>
        <p className="muted profile-section-help">Your daily grind, advice and plans on this device, at your times.</p>
        <Link to="/profile/reminders" className="btn">
          <BellRing size={16} aria-hidden="true" /> Set up reminders
        </Link>
      </section>
      <section className="card profile-section" aria-labelledby="calendar-title">
        <h2 id="calendar-title">{CALENDAR_MESSAGES.title}</h2>
        <p className="muted profile-section-help">Your deadlines and grinds in your own calendar app.</p>
        <Link to="/profile/calendar" className="btn">
          <CalendarDays size={16} aria-hidden="true" /> Calendar link
        </Link>
      </section>
      <YourData onMessage={(text, isError) => show({ text, isError })} />

      {editing === 'profile' && (
        <EditProfileModal
          user={user}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            show({ text, isError: false });
            void refreshUser();
          }}
        />
      )}
      {editing === 'about' && (
        <AboutMeModal
          initial={context}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            show({ text, isError: false });
          }}
        />
      )}
    </main>
  );
}
