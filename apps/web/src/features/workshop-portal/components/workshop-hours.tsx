import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AddWorkshopClosureSchema,
  AVAILABILITY_MESSAGES,
  AVAILABILITY_RULES,
  bookingTermsText,
  formatDate,
  TimeOfDaySchema,
  type UpdateWorkshopAvailability,
  WEEKDAYS,
  type WorkshopAvailability,
} from '@motorwise/shared';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { SectionPanel } from '@/components/section-panel';
import { isApiError } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import {
  useAddWorkshopClosure,
  useDeleteWorkshopClosure,
  useSaveWorkshopAvailability,
  useWorkshopAvailability,
} from '../api/availability-api';

/** The week as the form edits it: every weekday, open or not, with its hours as typed. */
const WeekFormSchema = z.object({
  jobsPerDay: z.coerce
    .number({ error: 'Enter a number of jobs.' })
    .int({ error: 'Enter a whole number of jobs.' })
    .min(1, { error: 'At least one job a day.' })
    .max(AVAILABILITY_RULES.maxJobsPerDay, {
      error: `At most ${AVAILABILITY_RULES.maxJobsPerDay} jobs a day.`,
    }),
  freeChangeHours: z.coerce
    .number({ error: 'Enter a number of hours.' })
    .int({ error: 'Enter a whole number of hours.' })
    .min(0, { error: 'Enter 0 or more hours.' })
    .max(AVAILABILITY_RULES.maxFreeChangeHours, {
      error: `At most ${AVAILABILITY_RULES.maxFreeChangeHours} hours (a week).`,
    }),
  days: z.array(
    z
      .object({ weekday: z.number(), open: z.boolean(), opens: z.string(), closes: z.string() })
      .superRefine((day, ctx) => {
        if (!day.open) return;
        for (const key of ['opens', 'closes'] as const)
          if (!TimeOfDaySchema.safeParse(day[key]).success)
            ctx.addIssue({ code: 'custom', path: [key], message: AVAILABILITY_MESSAGES.time });
        if (TimeOfDaySchema.safeParse(day.closes).success && day.closes <= day.opens)
          ctx.addIssue({ code: 'custom', path: ['closes'], message: AVAILABILITY_MESSAGES.closesAfterOpens });
      }),
  ),
});
type WeekValues = z.input<typeof WeekFormSchema>;
const weekResolver = zodResolver(WeekFormSchema) as unknown as Resolver<WeekValues>;

function weekValues(a: WorkshopAvailability): WeekValues {
  return {
    jobsPerDay: String(a.jobsPerDay),
    freeChangeHours: String(a.freeChangeHours),
    days: WEEKDAYS.map(({ weekday }) => {
      const hours = a.hours.find((h) => h.weekday === weekday);
      return { weekday, open: Boolean(hours), opens: hours?.opens ?? '', closes: hours?.closes ?? '' };
    }),
  };
}

function weekOf(values: WeekValues): UpdateWorkshopAvailability {
  const parsed = WeekFormSchema.parse(values);
  return {
    jobsPerDay: parsed.jobsPerDay,
    freeChangeHours: parsed.freeChangeHours,
    hours: parsed.days
      .filter((d) => d.open)
      .map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
  };
}

/** Opening hours per weekday (Saturdays and Sundays too) and how many jobs a day the workshop takes. */
function WeekForm({ availability }: { availability: WorkshopAvailability }) {
  const save = useSaveWorkshopAvailability();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, watch, setError, formState } = useForm<WeekValues>({
    resolver: weekResolver,
    defaultValues: weekValues(availability),
  });
  const days = watch('days');
  const notice = WeekFormSchema.shape.freeChangeHours.safeParse(watch('freeChangeHours'));

  const onSubmit = async (values: WeekValues) => {
    setFormError(null);
    try {
      await save.mutateAsync(weekOf(values));
      notifications.show({
        color: 'teal',
        title: 'Hours saved',
        message: 'Customers are offered these drop-off times.',
      });
    } catch (error) {
      setFormError(applyApiError(error, setError, ['jobsPerDay', 'freeChangeHours']));
    }
  };

  return (
    <SectionPanel labelledBy="week-title">
      <form aria-label="Opening hours" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="md">
          <Title order={2} size="h4" id="week-title">
            Opening hours and capacity
          </Title>
          {!availability.configured && (
            <Text size="sm" c="dimmed">
              Read from your profile’s opening hours until you save them here.
            </Text>
          )}
          {formError && <FormAlert kind="error">{formError}</FormAlert>}
          {WEEKDAYS.map(({ weekday, name }, i) => (
            <Group key={weekday} align="flex-start" gap="md" wrap="wrap">
              <Controller
                control={control}
                name={`days.${i}.open`}
                render={({ field }) => (
                  <Switch
                    label={`Open on ${name}`}
                    w={200}
                    mt={8}
                    checked={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
              {days[i]?.open && (
                <>
                  <TextInput
                    label={`${name} opens`}
                    placeholder="07:30"
                    w={130}
                    {...register(`days.${i}.opens`)}
                    error={formState.errors.days?.[i]?.opens?.message}
                  />
                  <TextInput
                    label={`${name} closes`}
                    placeholder="17:00"
                    w={130}
                    {...register(`days.${i}.closes`)}
                    error={formState.errors.days?.[i]?.closes?.message}
                  />
                </>
              )}
            </Group>
          ))}
          <TextInput
            label="Jobs per day"
            description="Bookings a day can take; a full day is no longer offered to customers."
            inputMode="numeric"
            w={220}
            {...register('jobsPerDay')}
            error={formState.errors.jobsPerDay?.message}
          />
          <TextInput
            label="Free changes until (hours before drop-off)"
            description={
              notice.success
                ? `Customers read: “${bookingTermsText(notice.data)}”`
                : 'Customers may reschedule or cancel for free until this many hours before the drop-off.'
            }
            inputMode="numeric"
            w={{ base: '100%', xs: 420 }}
            {...register('freeChangeHours')}
            error={formState.errors.freeChangeHours?.message}
          />
          <Text size="sm" c="dimmed">
            Drop-off times are offered every {AVAILABILITY_RULES.slotMinutes} minutes from opening until an
            hour before closing. South Africa’s public holidays are closed days.
          </Text>
          <Group>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
              Save hours
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionPanel>
  );
}

type ClosureValues = z.input<typeof AddWorkshopClosureSchema>;
const closureResolver = zodResolver(AddWorkshopClosureSchema) as unknown as Resolver<ClosureValues>;

/** Days the workshop is closed (leave, stocktake, a move), from today on. */
function Closures({ availability }: { availability: WorkshopAvailability }) {
  const add = useAddWorkshopClosure();
  const remove = useDeleteWorkshopClosure();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<ClosureValues>({
    resolver: closureResolver,
    defaultValues: { from: '', to: '', reason: '' },
  });

  const onSubmit = async (values: ClosureValues) => {
    setFormError(null);
    try {
      await add.mutateAsync(AddWorkshopClosureSchema.parse(values));
      reset();
    } catch (error) {
      setFormError(applyApiError(error, setError, ['from', 'to', 'reason']));
    }
  };

  return (
    <SectionPanel labelledBy="closures-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="closures-title">
          Closures
        </Title>
        {availability.closures.length === 0 ? (
          <Text size="sm" c="dimmed">
            No closures ahead.
          </Text>
        ) : (
          <Table aria-label="Closures">
            <Table.Tbody>
              {availability.closures.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    {formatDate(`${c.from}T12:00:00Z`)}
                    {c.to !== c.from && ` to ${formatDate(`${c.to}T12:00:00Z`)}`}
                  </Table.Td>
                  <Table.Td>{c.reason}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove the closure: ${c.reason}`}
                      onClick={() => remove.mutate(c.id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form aria-label="Add a closure" noValidate onSubmit={handleSubmit(onSubmit)}>
          <Stack gap="sm">
            {formError && <FormAlert kind="error">{formError}</FormAlert>}
            <Group align="flex-start" wrap="wrap">
              <TextInput
                label="First day closed"
                placeholder="YYYY-MM-DD"
                w={170}
                {...register('from')}
                error={formState.errors.from?.message}
              />
              <TextInput
                label="Last day closed"
                placeholder="YYYY-MM-DD"
                w={170}
                {...register('to')}
                error={formState.errors.to?.message}
              />
              <TextInput
                label="Reason"
                placeholder="Annual leave"
                w={260}
                {...register('reason')}
                error={formState.errors.reason?.message}
              />
            </Group>
            <Group>
              <Button
                type="submit"
                variant="light"
                leftSection={<IconPlus size={16} />}
                loading={add.isPending}
              >
                Add closure
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SectionPanel>
  );
}

/** /workshop/hours: the workshop's diary settings (decision 075). */
export function WorkshopHoursPanel() {
  const availability = useWorkshopAvailability();
  if (availability.isPending)
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Loading your opening hours" />
      </Stack>
    );
  if (availability.isError)
    return (
      <Alert color="red" title="Opening hours not loaded">
        {isApiError(availability.error)
          ? availability.error.message
          : 'Your opening hours could not be loaded. Please try again.'}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <WeekForm availability={availability.data} />
      <Closures availability={availability.data} />
    </Stack>
  );
}
