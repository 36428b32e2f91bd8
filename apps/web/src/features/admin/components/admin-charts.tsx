import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { AdminDashboard } from '@motorwise/shared';
import { rand } from '@/features/quotes';

/** "2026-11-05" as "5 Nov". */
export function dayLabel(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return d.toLocaleDateString('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** An axis tick: "R 0", "R 900", "R 36k", "R 1.2m". */
export function compactRand(v: number): string {
  if (v >= 1_000_000) return `R ${Math.round(v / 100_000) / 10}m`;
  if (v >= 1000) return `R ${Math.round(v / 100) / 10}k`;
  return `R ${Math.round(v)}`;
}

/** The dashboard's pictures, per day of the range: requests and quotes sent, and the booked value. */
export default function AdminCharts({ d }: { d: AdminDashboard }) {
  const data = d.days.map((day) => ({
    day: dayLabel(day.day),
    Requests: day.requests,
    'Quotes sent': day.quotesSent,
    'Gross value': day.grossValue,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="requests-chart-title">
        <Title order={2} fz="h5" id="requests-chart-title">
          Requests per day
        </Title>
        <Text fz="xs" c="dimmed" mb="md">
          Requests made each day, and the quotes sent on them
        </Text>
        <BarChart
          h={240}
          data={data}
          dataKey="day"
          series={[
            { name: 'Requests', color: 'navy.6' },
            { name: 'Quotes sent', color: 'teal.6' },
          ]}
          tickLine="y"
          withLegend
          role="img"
          aria-label={`Requests per day: ${data.map((p) => `${p.day} ${p.Requests}`).join(', ')}`}
        />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="value-chart-title">
        <Title order={2} fz="h5" id="value-chart-title">
          Gross value per day
        </Title>
        <Text fz="xs" c="dimmed" mb="md">
          Booked quotes’ totals, incl. VAT, by the day their request was made
        </Text>
        <BarChart
          h={240}
          data={data}
          dataKey="day"
          series={[{ name: 'Gross value', color: 'navy.6' }]}
          valueFormatter={(v) => rand(v)}
          yAxisProps={{ width: 64, tickFormatter: (v: number) => compactRand(v) }}
          tickLine="y"
          role="img"
          aria-label={`Gross value per day: ${data.map((p) => `${p.day} ${rand(p['Gross value'])}`).join(', ')}`}
        />
      </Paper>
    </SimpleGrid>
  );
}
