import { fromKg, type HistoryAnswer, type WeightUnit } from '@stryd/domain';
import { LineChart } from '../../../lib/ui/line-chart';

/** Noon UTC keeps each week's Monday on the same date in every viewer's time zone. */
const weekSeconds = (weekStart: string) => Date.parse(`${weekStart}T12:00:00Z`) / 1000;

/** Sessions and volume per week for the last 12 weeks, on two axes. */
export function WeeklyTotalsChart({ weeks, unit }: { weeks: HistoryAnswer['weeks']; unit: WeightUnit }) {
  return (
    <LineChart
      title="Sessions and volume per week"
      series={[
        { label: 'Sessions', unit: '' },
        { label: 'Volume', unit },
      ]}
      points={weeks.map((w) => ({
        x: weekSeconds(w.weekStart),
        values: [w.sessions, fromKg(w.volumeKg, unit)],
      }))}
    />
  );
}
