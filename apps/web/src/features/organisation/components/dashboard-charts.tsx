import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Dashboard } from '@motorwise/shared';
import { rand } from '@/features/quotes';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-06" as "Jun 26". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${year?.slice(2) ?? ''}`.trim();
}

/** An axis tick: "R 0", "R 900", "R 36k", "R 1.2m". */
export function compactRand(v: number): string {
  if (v >= 1_000_000) return `R ${Math.round(v / 100_000) / 10}m`;
  if (v >= 1000) return `R ${Math.round(v / 100) / 10}k`;
  return `R ${Math.round(v)}`;
}

/**
 * The dashboard's two pictures: spend per month (the trend is easier seen than read) and the work in
 * hand by stage. Its own chunk: recharts loads with the dashboard only.
 */
export default function DashboardCharts({ d }: { d: Dashboard }) {
  const spend = d.spendByMonth.map((m) => ({ month: monthLabel(m.month), Spend: m.total, jobs: m.jobs }));
  const stages = [
    { stage: 'To decide', Quotes: d.awaitingDecision },
    { stage: 'In progress', Quotes: d.jobsInProgress },
    { stage: 'Amendments', Quotes: d.amendmentsWaiting },
    { stage: 'To pay', Quotes: d.invoicesToPay },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="spend-chart-title">
        <Title order={3} fz="h5" id="spend-chart-title">
          Spend per month
        </Title>
        <Text fz="xs" c="dimmed" mb="md">
          Invoices paid, incl. VAT, over the last {spend.length} months
        </Text>
        <BarChart
          h={240}
          data={spend}
          dataKey="month"
          series={[{ name: 'Spend', color: 'navy.6' }]}
          valueFormatter={(v) => rand(v)}
          yAxisProps={{ width: 56, tickFormatter: (v: number) => compactRand(v) }}
          // Every month named, on a phone too.
          xAxisProps={{ interval: 0, tick: { fontSize: 11 } }}
          tickLine="y"
          // A picture with its figures as its name: a div may not carry a name without a role (axe
          // aria-prohibited-attr), and the bars' own text would be read piece by piece.
          role="img"
          aria-label={`Spend per month: ${spend.map((m) => `${m.month} ${rand(m.Spend)}`).join(', ')}`}
        />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stage-chart-title">
        <Title order={3} fz="h5" id="stage-chart-title">
          Work in hand
        </Title>
        <Text fz="xs" c="dimmed" mb="md">
          Quotes at each stage now
        </Text>
        <BarChart
          h={240}
          data={stages}
          dataKey="stage"
          orientation="vertical"
          series={[{ name: 'Quotes', color: 'ember.6' }]}
          yAxisProps={{ width: 90 }}
          // Whole quotes on the axis, with room after the longest bar for its count.
          xAxisProps={{ allowDecimals: false, domain: [0, (most: number) => Math.max(most + 1, 3)] }}
          gridAxis="none"
          withTooltip={false}
          withBarValueLabel
          valueLabelProps={{ position: 'right', fill: 'var(--mantine-color-text)' }}
          role="img"
          aria-label={`Work in hand: ${stages.map((s) => `${s.stage} ${s.Quotes}`).join(', ')}`}
        />
      </Paper>
    </SimpleGrid>
  );
}
