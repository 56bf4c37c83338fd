import { formatElapsed, type TChartAnswer } from '@grindstone/contract';
import { PageHeader, QueryState } from '../../components/ui/index.ts';
import { useChart } from './api/chart-api.ts';
import { ActiveDaysGrid, HorizontalBars, WeeklyBars } from './charts.tsx';
import { StreakHistory } from '../review/index.ts';
import './chart.css';

const GRIND_LABELS: Record<string, string> = {
  completed: 'Grinded',
  accepted: 'In progress',
  cancelled: 'Semi-grinded',
  rejected: 'Rejected',
  pending: 'Waiting',
};

/** /chart: your own behaviour at a glance (loaded only when opened: a lazy route). */
export function ChartPage() {
  const q = useChart();
  return (
    <main className="page chart-page">
      <PageHeader title="Your chart" />
      <QueryState query={q} loadingLabel="Loading your chart..." error="Your chart could not be loaded." retry>
        {(data) => <ChartBody data={data} />}
      </QueryState>
      <StreakHistory />
    </main>
  );
}

function ChartBody({ data }: { data: TChartAnswer }) {
  const grindTotal = data.grinds.reduce((s, g) => s + g.count, 0);
  const created = data.weeks.reduce((s, w) => s + w.created, 0);
  const completed = data.weeks.reduce((s, w) => s + w.completed, 0);
  return (
    <>
      <dl className="chart-tiles">
        <Tile label="Open goals" value={String(data.totals.open)} />
        <Tile label="Completed (all time)" value={String(data.totals.completed)} />
        <Tile
          label="Median time to complete"
          value={
            data.totals.medianHoursToComplete === null
              ? '—'
              : formatElapsed(data.totals.medianHoursToComplete * 3_600_000)
          }
        />
        <Tile label={`Active days (${data.weeks.length} weeks)`} value={String(data.activeDays.length)} />
      </dl>
      <div className="chart-grid">
        <section className="card chart-card chart-card-wide" aria-labelledby="c-weeks">
          <h2 id="c-weeks">Goals created and completed per week</h2>
          <p className="muted chart-sub">
            {created} created, {completed} completed in the last {data.weeks.length} weeks
          </p>
          <WeeklyBars weeks={data.weeks} />
        </section>
        <section className="card chart-card" aria-labelledby="c-ttc">
          <h2 id="c-ttc">Time to complete</h2>
          <HorizontalBars
            rows={data.timeToComplete.map((b) => ({ label: b.bucket, value: b.count }))}
            color="var(--priority-purple)"
            empty="Complete a goal to see how long goals take you."
          />
        </section>
        <section className="card chart-card" aria-labelledby="c-grinds">
          <h2 id="c-grinds">Grind sessions by outcome</h2>
          <p className="muted chart-sub">{grindTotal} sessions</p>
          <HorizontalBars
            rows={data.grinds.map((g) => ({ label: GRIND_LABELS[g.state] ?? g.state, value: g.count }))}
            color="var(--accent)"
            empty="Drop a goal on the grind image to start your first session."
          />
        </section>
        <section className="card chart-card chart-card-wide" aria-labelledby="c-active">
          <h2 id="c-active">Active days</h2>
          <ActiveDaysGrid
            weeks={data.weeks.map((w) => w.weekStart)}
            activeDays={data.activeDays}
            activities={data.activitiesPerWeek}
          />
        </section>
      </div>
    </>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="chart-tile">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
