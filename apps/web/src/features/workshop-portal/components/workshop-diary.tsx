import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  addDays,
  calendarDate,
  dateRange,
  dayVerdict,
  formatDate,
  type IsoDate,
  isoWeekday,
  WEEKDAYS,
  type WorkshopAvailability,
  type WorkshopJobSummary,
} from '@motorwise/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useDiaryBookings, useWorkshopAvailability } from '../api/availability-api';

type View = 'week' | 'day';

const dayName = (date: IsoDate) => WEEKDAYS[isoWeekday(date) - 1]?.name ?? '';
const longDate = (date: IsoDate) => `${dayName(date)} ${formatDate(`${date}T12:00:00Z`)}`;
const mondayOf = (date: IsoDate) => addDays(date, 1 - isoWeekday(date));

/** What a day is: open with its hours and how full, or closed and why (a holiday named, a closure's reason). */
function dayState(availability: WorkshopAvailability, date: IsoDate, booked: number) {
  const verdict = dayVerdict(
    {
      hours: availability.hours,
      closures: availability.closures,
      jobsPerDay: availability.jobsPerDay,
      booked: new Map([[date, booked]]),
    },
    date,
  );
  if (verdict.open)
    return {
      open: true,
      label: `Open ${verdict.hours.opens}–${verdict.hours.closes}`,
      full: verdict.left === 0,
    } as const;
  const label =
    verdict.why === 'holiday'
      ? `Public holiday: ${verdict.holiday?.name ?? ''}`
      : verdict.why === 'closure'
        ? `Closed: ${availability.closures.find((c) => c.from <= date && date <= c.to)?.reason ?? ''}`
        : 'Closed';
  return { open: false, label, full: false } as const;
}

/** One day of the diary: its state, bookings against capacity, and each booking with a link to its job. */
function DiaryDay({
  date,
  availability,
  bookings,
  today,
}: {
  date: IsoDate;
  availability: WorkshopAvailability;
  bookings: WorkshopJobSummary[];
  today: IsoDate;
}) {
  const state = dayState(availability, date, bookings.length);
  const titleId = `diary-${date}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="h5" id={titleId}>
            {longDate(date)}
            {date === today ? ' (today)' : ''}
          </Title>
          {state.full && <Badge color="orange">Full</Badge>}
        </Group>
        <Text fz="sm" c={state.open ? undefined : 'red'}>
          {state.label}
        </Text>
        {(state.open || bookings.length > 0) && (
          <Text fz="sm" fw={600}>
            {bookings.length} of {availability.jobsPerDay} booked
          </Text>
        )}
        {bookings.length > 0 && (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Bookings">
            {bookings.map((b) => (
              <li key={b.quoteId}>
                <Text fz="sm">
                  <Text span fw={600}>
                    {b.dropOffTime ?? 'Any time'}
                  </Text>{' '}
                  <Anchor component={Link} to={`/workshop/jobs/${b.quoteId}`}>
                    {b.reference}
                  </Anchor>{' '}
                  {b.vehicleName}
                  {b.customerName ? ` · ${b.customerName}` : ''} · {b.quoteStatusText}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /workshop/diary (decision 075): the workshop's bookings by day or by week against its daily capacity, each
 * with its reference, vehicle and drop-off time and a link to the job; closures and public holidays marked.
 */
export function WorkshopDiary({ now = () => new Date() }: { now?: () => Date }) {
  const today = calendarDate(now());
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(today);
  const from = view === 'week' ? mondayOf(anchor) : anchor;
  const to = view === 'week' ? addDays(from, 6) : anchor;
  const step = view === 'week' ? 7 : 1;
  const availability = useWorkshopAvailability();
  const bookings = useDiaryBookings(from, to);

  const problem = availability.error ?? bookings.error;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Diary view"
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'day', label: 'Day' },
          ]}
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="xs" onClick={() => setAnchor(addDays(anchor, -step))}>
            {view === 'week' ? 'Previous week' : 'Previous day'}
          </Button>
          <Button variant="default" size="xs" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button variant="default" size="xs" onClick={() => setAnchor(addDays(anchor, step))}>
            {view === 'week' ? 'Next week' : 'Next day'}
          </Button>
        </Group>
      </Group>
      {view === 'week' && (
        <Title order={2} fz="h4">
          Week of {longDate(from)}
        </Title>
      )}
      {problem ? (
        <Alert color="red" title="Diary not loaded">
          {isApiError(problem) ? problem.message : 'Your diary could not be loaded. Please try again.'}
        </Alert>
      ) : !availability.data || !bookings.data ? (
        <Stack align="center" py="xl">
          <Loader aria-label="Loading your diary" />
        </Stack>
      ) : (
        <SimpleGrid cols={view === 'week' ? { base: 1, sm: 2, lg: 3 } : 1} spacing="md">
          {dateRange(from, to).map((date) => (
            <DiaryDay
              key={date}
              date={date}
              today={today}
              availability={availability.data}
              bookings={(bookings.data ?? [])
                .filter((b) => b.serviceDate === date)
                .sort((a, b) => (a.dropOffTime ?? '99').localeCompare(b.dropOffTime ?? '99'))}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
