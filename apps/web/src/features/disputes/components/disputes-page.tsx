import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type AddDispute,
  type AddDisputeInput,
  AddDisputeSchema,
  DISPUTES_LIMITS,
  type Dispute,
  formatDate,
} from '@motorwise/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { useAddDispute, useArchiveDispute, useDisputes } from '../api/disputes-api';

const FIELDS = ['name'] as const;
const EMPTY: AddDisputeInput = { name: '' };

/**
 * Adds a dispute. It validates with the same shared zod schema as the API (@motorwise/shared), so both
 * say the same thing about bad input; the API's 400 messages go under their fields (applyApiError).
 */
function AddDisputeForm() {
  const add = useAddDispute();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddDisputeInput, unknown, AddDispute>({
    resolver: zodResolver(AddDisputeSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = async (values: AddDispute) => {
    setFormError(null);
    try {
      await add.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Add a dispute">
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Dispute not added">
            {formError}
          </FormAlert>
        )}
        <TextInput
          label="Name"
          withAsterisk
          maxLength={DISPUTES_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            Add dispute
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One item: its name, state and dates, and its lifecycle's step while the item allows it. */
function DisputeCard({ item }: { item: Dispute }) {
  const archive = useArchiveDispute();
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

/** The signed-in person's disputes, by name, with the form that adds one. */
export function DisputesPage() {
  const list = useDisputes();
  const items = list.data?.items ?? [];
  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="h4" mb="md">
          Add a dispute
        </Title>
        <AddDisputeForm />
      </Card>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Your disputes
        </Title>
        {list.isPending ? (
          <Loader size="sm" aria-label="Loading disputes" />
        ) : list.isError ? (
          <FormAlert kind="error">We could not load your disputes. Please try again.</FormAlert>
        ) : items.length === 0 ? (
          <Text c="dimmed">You have no disputes yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <DisputeCard key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
