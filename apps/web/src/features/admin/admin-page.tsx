import { useState } from 'react';
import { AiUsageTab } from './tabs/ai-usage-tab.tsx';
import { CodesTab } from './tabs/codes-tab.tsx';
import { FeedbackTab } from './tabs/feedback-tab.tsx';
import { MailTab } from './tabs/mail-tab.tsx';
import { PopupTab } from './tabs/popup-tab.tsx';
import { RequestsTab } from './tabs/requests-tab.tsx';
import { UsersTab } from './tabs/users-tab.tsx';
import './admin.css';

const TABS = [
  { id: 'requests', label: 'Invite requests' },
  { id: 'codes', label: 'Invitation codes' },
  { id: 'users', label: 'Users' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'popup', label: 'Popup responses' },
  { id: 'mail', label: 'Mail outbox' },
  { id: 'ai', label: 'AI usage' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /admin: the operator's pages (admin role only; the server answers 404 to anyone else). */
export function AdminPage() {
  const [tab, setTab] = useState<TabId>('requests');
  return (
    <main className="page admin">
      <h1>Operator</h1>
      <div role="tablist" aria-label="Operator sections" className="admin-tabs">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            type="button"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={`admin-tab${tab === t.id ? ' is-active' : ''}`}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => {
              const i = TABS.findIndex((x) => x.id === tab);
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
                setTab(next.id);
                document.getElementById(`tab-${next.id}`)?.focus();
              }
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="admin-panel">
        {tab === 'requests' && <RequestsTab />}
        {tab === 'codes' && <CodesTab />}
        {tab === 'users' && <UsersTab />}
        {tab === 'feedback' && <FeedbackTab />}
        {tab === 'popup' && <PopupTab />}
        {tab === 'mail' && <MailTab />}
        {tab === 'ai' && <AiUsageTab />}
      </section>
    </main>
  );
}
