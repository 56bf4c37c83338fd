import './ui.css';

/**
 * A small rotating ring. With a `label` it is announced (role="status"); with label="" it is
 * decorative (inside a busy button). Stops rotating under prefers-reduced-motion (pulses instead).
 */
export function Spinner({ size = 'md', label = 'Loading...' }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  if (!label) return <span className={`ui-spinner ui-spinner-${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="ui-spinner-wrap">
      <span className={`ui-spinner ui-spinner-${size}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
