import { useEffect, useRef, useState } from 'react';

/** Small hand-written SVG charts (no chart library): readable at a glance, labelled for screen readers. */

/** The element's width in CSS pixels, so an SVG can draw 1:1 and its text stays readable at any width. */
function useWidth<T extends HTMLElement>(fallback: number): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => entry && setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function WeeklyBars({ weeks }: { weeks: { weekStart: string; created: number; completed: number }[] }) {
  const [ref, W] = useWidth<HTMLElement>(640);
  const H = W < 500 ? 180 : 240;
  const pad = { l: 28, r: 8, t: 12, b: 36 };
  const max = Math.max(1, ...weeks.flatMap((w) => [w.created, w.completed]));
  const slot = (W - pad.l - pad.r) / weeks.length;
  const bar = Math.min(18, slot / 2 - 3);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / max);
  const ticks = Array.from(new Set([0, Math.ceil(max / 2), max]));
  return (
    <figure className="chart-figure" ref={ref}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-label="Goals created and completed per week"
        className="chart-svg"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.l} x2={W - pad.r} y1={y(t)} y2={y(t)} className="chart-gridline" />
            <text x={pad.l - 6} y={y(t) + 4} textAnchor="end" className="chart-axis">
              {t}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const cx = pad.l + slot * i + slot / 2;
          return (
            <g key={w.weekStart}>
              <rect
                x={cx - bar - 1}
                y={y(w.created)}
                width={bar}
                height={y(0) - y(w.created)}
                rx={2}
                className="chart-bar-created"
              >
                <title>{`Week of ${shortDate(w.weekStart)}: ${w.created} created`}</title>
              </rect>
              <rect
                x={cx + 1}
                y={y(w.completed)}
                width={bar}
                height={y(0) - y(w.completed)}
                rx={2}
                className="chart-bar-completed"
              >
                <title>{`Week of ${shortDate(w.weekStart)}: ${w.completed} completed`}</title>
              </rect>
              {(slot > 52 || (weeks.length - 1 - i) % Math.ceil(52 / slot) === 0) && (
                <text x={cx} y={H - pad.b + 16} textAnchor="middle" className="chart-axis">
                  {shortDate(w.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="chart-legend">
        <span>
          <i className="chart-swatch chart-bar-created" /> Created
        </span>
        <span>
          <i className="chart-swatch chart-bar-completed" /> Completed
        </span>
      </figcaption>
      <table className="visually-hidden">
        <caption>Goals per week</caption>
        <thead>
          <tr>
            <th>Week of</th>
            <th>Created</th>
            <th>Completed</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <td>{w.weekStart}</td>
              <td>{w.created}</td>
              <td>{w.completed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function HorizontalBars({
  rows,
  color,
  empty,
}: {
  rows: { label: string; value: number }[];
  color: string;
  empty: string;
}) {
  const total = rows.reduce((s, r) => s + r.value, 0);
  if (total === 0) return <p className="muted chart-empty">{empty}</p>;
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul className="stack-list stack-list-tight">
      {rows.map((r) => (
        <li key={r.label} className="hbar-row">
          <span className="hbar-label">{r.label}</span>
          <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="hbar-svg" aria-hidden="true">
            <rect x="0" y="0" width="100" height="10" rx="2" className="hbar-track" />
            <rect x="0" y="0" width={(r.value / max) * 100} height="10" rx="2" style={{ fill: color }} />
          </svg>
          <span className="hbar-value">{r.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** A week-by-weekday grid: filled squares are days you were active; the last column is per-week activity. */
export function ActiveDaysGrid({
  weeks,
  activeDays,
  activities,
}: {
  weeks: string[];
  activeDays: string[];
  activities: { weekStart: string; count: number }[];
}) {
  const active = new Set(activeDays);
  const cell = 16;
  const gap = 4;
  const left = 30;
  const top = 4;
  const W = left + weeks.length * (cell + gap);
  const H = top + 7 * (cell + gap) + 22;
  const days = ['Mon', '', 'Wed', '', 'Fri', '', 'Sun'];
  const today = new Date().toISOString().slice(0, 10);
  const perWeek = new Map(activities.map((a) => [a.weekStart, a.count]));
  return (
    <figure className="chart-figure">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${activeDays.length} active days in the last ${weeks.length} weeks`}
        className="chart-svg chart-svg-grid"
      >
        {days.map((d, i) => (
          <text key={i} x={left - 6} y={top + i * (cell + gap) + cell - 4} textAnchor="end" className="chart-axis">
            {d}
          </text>
        ))}
        {weeks.map((wk, wi) => {
          const start = new Date(`${wk}T00:00:00Z`).getTime();
          return (
            <g key={wk}>
              {Array.from({ length: 7 }, (_, di) => {
                const day = new Date(start + di * 86_400_000).toISOString().slice(0, 10);
                const cls = day > today ? 'chart-day-future' : active.has(day) ? 'chart-day-on' : 'chart-day-off';
                return (
                  <rect
                    key={day}
                    x={left + wi * (cell + gap)}
                    y={top + di * (cell + gap)}
                    width={cell}
                    height={cell}
                    rx={3}
                    className={cls}
                  >
                    <title>{`${day}${active.has(day) ? ': active' : ''}`}</title>
                  </rect>
                );
              })}
              <text x={left + wi * (cell + gap) + cell / 2} y={H - 6} textAnchor="middle" className="chart-axis">
                {perWeek.get(wk) ? String(perWeek.get(wk)) : ''}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="chart-legend">
        <span>
          <i className="chart-swatch chart-day-on" /> Active day
        </span>
        <span className="muted">Numbers under each week: logged activities (sign-ins, profile changes…)</span>
      </figcaption>
    </figure>
  );
}
