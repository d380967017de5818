/**
 * The per-day chart of one figure, drawn with recharts. Only the Insights tab loads this module
 * (React.lazy in chart-section.tsx): recharts weighs on no other page (decision 0009).
 */
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { InsightsMetric } from '@wbn/contract/constants';
import type { InsightsDay } from '@wbn/contract/schemas';
import { formatDay, formatShortDay } from '~/lib/dates';
import { formatNumber } from '~/lib/format';

const BRAND = 'var(--color-brand-500, #1f5fa8)';
const GRID = 'var(--color-slate-200, #e2e8f0)';
const TICK = { fontSize: 12, fill: 'var(--color-slate-500, #64748b)' };

export function InsightsChart({
  series,
  metric,
  label,
}: {
  series: InsightsDay[];
  metric: InsightsMetric;
  label: string;
}) {
  return (
    <div className="h-64 w-full min-w-0 sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => formatShortDay(day)}
            tick={TICK}
            tickLine={false}
            axisLine={{ stroke: GRID }}
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            width="auto"
            tick={TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={(n: number) => formatNumber(n)}
          />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value) => [formatNumber(Number(value)), label]}
            cursor={{ stroke: GRID }}
          />
          <Area
            type="monotone"
            dataKey={metric}
            name={label}
            stroke={BRAND}
            strokeWidth={2}
            fill={BRAND}
            fillOpacity={0.15}
            activeDot={{ r: 4 }}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
