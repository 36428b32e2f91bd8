import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type AddWorkshopApplication,
  type AddWorkshopApplicationInput,
  AddWorkshopApplicationSchema,
  formatDate,
  WORKSHOP_APPLICATIONS_LIMITS,
  type WorkshopApplication,
} from '@motorwise/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import {
  useAddWorkshopApplication,
  useArchiveWorkshopApplication,
  useWorkshopApplications,
} from '../api/workshop-applications-api';

const FIELDS = ['name'] as const;
const EMPTY: AddWorkshopApplicationInput = { name: '' };

/**
 * Adds a workshop application. It validates with the same shared zod schema as the API (@motorwise/shared), so both
 * say the same thing about bad input; the API's 400 messages go under their fields (applyApiError).
 */
function AddWorkshopApplicationForm() {
  const add = useAddWorkshopApplication();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddWorkshopApplicationInput, unknown, AddWorkshopApplication>({
    resolver: zodResolver(AddWorkshopApplicationSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = async (values: AddWorkshopApplication) => {
    setFormError(null);
    try {
      await add.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Add a workshop application">
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Workshop application not added">
            {formError}
          </FormAlert>
        )}
        <TextInput
          label="Name"
          withAsterisk
          maxLength={WORKSHOP_APPLICATIONS_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            Add workshop application
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One item: its name, state and dates, and its lifecycle's step while the item allows it. */
function WorkshopApplicationCard({ item }: { item: WorkshopApplication }) {
  const archive = useArchiveWorkshopApplication();
  const active = item.status === 'active';
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{item.name}</Text>
            <Badge size="sm" variant="light" color={active ? 'blue' : 'gray'}>
              {active ? 'Active' : 'Archived'}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            Added {formatDate(item.dateCreatedUtc)}
            {item.dateArchivedUtc && `, archived ${formatDate(item.dateArchivedUtc)}`}
          </Text>
        </Stack>
        {active && (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={archive.isPending}
            aria-label={`Archive ${item.name}`}
            onClick={() => archive.mutate(item.id)}
          >
            Archive
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The signed-in person's workshop applications, by name, with the form that adds one. */
export function WorkshopApplicationsPage() {
  const list = useWorkshopApplications();
  const items = list.data?.items ?? [];
  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="h4" mb="md">
          Add a workshop application
        </Title>
        <AddWorkshopApplicationForm />
      </Card>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Your workshop applications
        </Title>
        {list.isPending ? (
          <Loader size="sm" aria-label="Loading workshop applications" />
        ) : list.isError ? (
          <FormAlert kind="error">We could not load your workshop applications. Please try again.</FormAlert>
        ) : items.length === 0 ? (
          <Text c="dimmed">You have no workshop applications yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <WorkshopApplicationCard key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
