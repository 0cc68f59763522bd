// The only module that imports recharts: the screen loads it with React.lazy, so the library is a
// chunk of its own that no other screen downloads (docs/benchmarks.md has its cost).
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { CHART_HEIGHT } from './chart-figure.js';
import { percentLabel } from './format.js';

export interface MonthPoint {
  label: string;
  averagePercent: number;
}

export interface BucketPoint {
  label: string;
  count: number;
}

/** Axis, grid and tooltip colours from the app's theme, so both themes draw in their own tokens. */
function useChartColours() {
  const { colors, radii } = useTheme();
  return {
    line: colors.primary,
    axis: { stroke: colors.border, tick: { fill: colors.textMuted, fontSize: 12 } },
    grid: colors.border,
    tooltip: {
      contentStyle: { background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: radii.sm, color: colors.text },
      labelStyle: { color: colors.text, fontWeight: 600 },
      itemStyle: { color: colors.text },
      cursor: { fill: colors.surfaceAlt, stroke: colors.border },
    },
  };
}

// accessibilityLayer off: the drawing sits under aria-hidden (its sentence and table speak for
// it), and recharts' keyboard layer would put a focusable element there (axe: aria-hidden-focus).
export function MonthChart({ points }: { points: MonthPoint[] }) {
  const c = useChartColours();
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <CartesianGrid stroke={c.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" stroke={c.axis.stroke} tick={c.axis.tick} tickMargin={6} minTickGap={12} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} stroke={c.axis.stroke} tick={c.axis.tick} unit="%" width={52} />
        <Tooltip {...c.tooltip} formatter={(value) => [percentLabel(Number(value)), 'Average']} />
        <Line
          type="monotone"
          dataKey="averagePercent"
          stroke={c.line}
          strokeWidth={2.5}
          dot={{ r: 4, fill: c.line }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function DistributionChart({ points }: { points: BucketPoint[] }) {
  const c = useChartColours();
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <CartesianGrid stroke={c.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" stroke={c.axis.stroke} tick={c.axis.tick} interval="preserveStartEnd" tickMargin={6} />
        <YAxis allowDecimals={false} stroke={c.axis.stroke} tick={c.axis.tick} width={52} />
        <Tooltip {...c.tooltip} formatter={(value) => [String(value), 'Submissions']} />
        <Bar dataKey="count" fill={c.line} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
