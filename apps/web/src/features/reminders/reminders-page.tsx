import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { MESSAGES, REMINDER_MESSAGES, type TReminderSettings } from '@grindstone/contract';
import { Banner, Button, PageHeader, QueryState } from '../../components/ui/index.ts';
import { serverMessage } from '../../lib/api-client.ts';
import { useReminderSettings, useSaveReminderSettings, useSendTestReminder } from './api/reminders-api.ts';
import { deviceState, enablePushOnThisDevice, type DeviceState } from './push-device.ts';
import './reminders.css';

type Kind = 'grind' | 'advice' | 'ifThen' | 'review';
const ROWS: { kind: Kind; label: string; help: string }[] = [
  { kind: 'grind', label: 'Daily grind', help: 'A focused session on the goal the coach picks for today.' },
  { kind: 'advice', label: 'Daily advice', help: 'One piece of advice from your coach.' },
  { kind: 'ifThen', label: 'If-then plan cues', help: 'At the time and on the days of each goal’s plan.' },
  { kind: 'review', label: 'Monday review', help: 'Monday morning, when your week in review is ready.' },
];

/** /profile/reminders: which push reminders to get, when, and the quiet hours that hold them back. */
export function RemindersPage() {
  const settings = useReminderSettings();
  return (
    <main className="page-narrow reminders-page">
      <PageHeader back="profile" title={REMINDER_MESSAGES.title} intro={REMINDER_MESSAGES.intro} />
      <QueryState query={settings} loadingLabel={MESSAGES.loading} error={serverMessage}>
        {({ timeZone, ...data }) => (
          <>
            <p className="muted reminders-zone">{REMINDER_MESSAGES.timeZone(timeZone)}</p>
            <RemindersForm initial={data} />
          </>
        )}
      </QueryState>
    </main>
  );
}

function RemindersForm({ initial }: { initial: TReminderSettings }) {
  const [form, setForm] = useState(initial);
  const [device, setDevice] = useState<DeviceState | null>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const save = useSaveReminderSettings();
  const test = useSendTestReminder();

  // Reads where this device stands; asks nothing (no prompt on load).
  useEffect(() => {
    void deviceState().then(setDevice);
  }, []);

  function store(next: TReminderSettings) {
    setForm(next);
    setMessage(null);
    save.mutate(next, {
      onSuccess: () => setMessage({ text: REMINDER_MESSAGES.saved, isError: false }),
      onError: (err) => setMessage({ text: serverMessage(err), isError: true }),
    });
  }

  async function toggle(kind: Kind, enabled: boolean) {
    store({ ...form, [kind]: { ...form[kind], enabled } });
    // The permission prompt comes only now: the person just turned a reminder on.
    if (enabled && (device === 'off' || device === 'failed')) setDevice(await enablePushOnThisDevice());
  }

  const anyOn = ROWS.some((r) => form[r.kind].enabled);
  const quiet = form.quietHours;
  return (
    <>
      <DeviceStatus
        state={device}
        anyOn={anyOn}
        onEnable={async () => setDevice(await enablePushOnThisDevice())}
        onTest={() =>
          test.mutate(undefined, {
            onSuccess: () => setMessage({ text: REMINDER_MESSAGES.testSent, isError: false }),
            onError: (err) => setMessage({ text: serverMessage(err), isError: true }),
          })
        }
        testing={test.isPending}
      />

      <section className="card profile-section reminders-card" aria-labelledby="reminders-kinds-title">
        <h2 id="reminders-kinds-title">What to remind you of</h2>
        <ul className="reminders-list">
          {ROWS.map(({ kind, label, help }) => {
            const value = form[kind];
            const id = `reminder-${kind}`;
            return (
              <li key={kind} className="reminders-row">
                <div className="reminders-switch">
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={value.enabled}
                    aria-describedby={`${id}-help`}
                    onChange={(e) => void toggle(kind, e.target.checked)}
                  />
                  <div>
                    <label htmlFor={id}>{label}</label>
                    <p id={`${id}-help`} className="muted">
                      {help}
                    </p>
                  </div>
                </div>
                {'time' in value && (
                  <label className="reminders-time">
                    <span className="visually-hidden">{label} time</span>
                    <input
                      className="input"
                      type="time"
                      required
                      value={value.time}
                      disabled={!value.enabled}
                      onChange={(e) => e.target.value && store({ ...form, [kind]: { ...value, time: e.target.value } })}
                    />
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="card profile-section reminders-card" aria-labelledby="reminders-quiet-title">
        <h2 id="reminders-quiet-title">Quiet hours</h2>
        <div className="reminders-switch">
          <input
            id="reminder-quiet"
            type="checkbox"
            role="switch"
            checked={quiet.enabled}
            aria-describedby="reminder-quiet-help"
            onChange={(e) => store({ ...form, quietHours: { ...quiet, enabled: e.target.checked } })}
          />
          <div>
            <label htmlFor="reminder-quiet">Hold reminders during quiet hours</label>
            <p id="reminder-quiet-help" className="muted">
              A reminder due in quiet hours comes when they end.
            </p>
          </div>
        </div>
        <div className="reminders-quiet-times">
          {(['start', 'end'] as const).map((edge) => (
            <label key={edge} className="reminders-time">
              <span>{edge === 'start' ? 'From' : 'Until'}</span>
              <input
                className="input"
                type="time"
                required
                value={quiet[edge]}
                disabled={!quiet.enabled}
                onChange={(e) => e.target.value && store({ ...form, quietHours: { ...quiet, [edge]: e.target.value } })}
              />
            </label>
          ))}
        </div>
      </section>

      <p className={message?.isError ? 'error-text' : 'success-text'} role="status">
        {message?.text ?? ''}
      </p>
    </>
  );
}

function DeviceStatus(props: {
  state: DeviceState | null;
  anyOn: boolean;
  onEnable: () => void;
  onTest: () => void;
  testing: boolean;
}) {
  const { state, anyOn } = props;
  if (state === 'unsupported') return <Banner tone="warning">{REMINDER_MESSAGES.unsupported}</Banner>;
  if (state === 'denied') return <Banner tone="warning">{REMINDER_MESSAGES.denied}</Banner>;
  if (state === 'failed')
    return (
      <Banner tone="danger" action={<Button onClick={props.onEnable}>Try again</Button>}>
        {REMINDER_MESSAGES.failed}
      </Banner>
    );
  if (state === 'on')
    return (
      <Banner
        tone="success"
        action={
          <Button icon={<BellRing size={16} aria-hidden="true" />} onClick={props.onTest} disabled={props.testing}>
            {REMINDER_MESSAGES.sendTest}
          </Button>
        }
      >
        {REMINDER_MESSAGES.deviceOn}
      </Banner>
    );
  if (state === 'off' && anyOn)
    return (
      <Banner tone="info" action={<Button onClick={props.onEnable}>{REMINDER_MESSAGES.enableDevice}</Button>}>
        {REMINDER_MESSAGES.deviceOff}
      </Banner>
    );
  return null;
}
