import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  List,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AdminProgramme,
  PROGRAMME_LIMITS,
  PROGRAMME_QUOTE_TYPES,
  quoteTypeDisplayName,
  type SaveProgramme,
  type SaveProgrammeInput,
  SaveProgrammeSchema,
} from '@motorwise/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { errorMessageOf } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import {
  useAddToProgramme,
  useAdminOrganisations,
  useProgrammes,
  useRemoveFromProgramme,
  useSaveProgramme,
} from '../api/admin-organisations-api';

const FIELDS = ['name', 'quoteTypes'] as const;

/** A programme's name and the quote types it allows. */
function ProgrammeForm({ programme }: { programme: AdminProgramme }) {
  const save = useSaveProgramme();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SaveProgrammeInput, unknown, SaveProgramme>({
    resolver: zodResolver(SaveProgrammeSchema),
    defaultValues: {
      name: programme.name,
      quoteTypes: programme.quoteTypes.filter((t) =>
        (PROGRAMME_QUOTE_TYPES as readonly string[]).includes(t),
      ),
    } as SaveProgrammeInput,
  });
  const onSubmit = async (body: SaveProgramme) => {
    setFormError(null);
    try {
      await save.mutateAsync({ key: programme.key, body });
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={`${programme.name} programme`}>
      <Stack gap="sm">
        {formError && (
          <FormAlert kind="error" title="Programme not saved">
            {formError}
          </FormAlert>
        )}
        <TextInput
          label="Name"
          withAsterisk
          maxLength={PROGRAMME_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="quoteTypes"
          render={({ field }) => (
            <Checkbox.Group
              label="Quote types it adds"
              description="Members are offered these within their request category, besides the organisation types every organisation has."
              value={field.value as string[]}
              onChange={field.onChange}
              error={errors.quoteTypes?.message}
            >
              <Group gap="md" mt="xs">
                {PROGRAMME_QUOTE_TYPES.map((t) => (
                  <Checkbox key={t} value={t} label={`${quoteTypeDisplayName(t)} (${t})`} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save programme
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The organisations in a programme: remove one, or add another. */
function Members({
  programme,
  organisations,
}: {
  programme: AdminProgramme;
  organisations: { id: string; name: string }[];
}) {
  const add = useAddToProgramme();
  const remove = useRemoveFromProgramme();
  const [chosen, setChosen] = useState('');
  const outside = organisations.filter((o) => !programme.organisations.some((m) => m.id === o.id));
  const failed = add.error ?? remove.error;
  return (
    <Stack gap="sm">
      <Text fw={600} fz="sm">
        Organisations in it
      </Text>
      {programme.organisations.length === 0 ? (
        <Text c="dimmed" fz="sm">
          None yet.
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" aria-label={`Organisations in ${programme.name}`}>
          {programme.organisations.map((o) => (
            <List.Item key={o.id}>
              <Group gap="xs">
                <Text fz="sm">{o.name}</Text>
                <CloseButton
                  size="sm"
                  aria-label={`Take ${o.name} out of ${programme.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ key: programme.key, organizationId: o.id })}
                />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={`Add an organisation to ${programme.name}`}
          value={chosen}
          onChange={(e) => setChosen(e.currentTarget.value)}
          data={[
            { value: '', label: 'Choose an organisation' },
            ...outside.map((o) => ({ value: o.id, label: o.name })),
          ]}
        />
        <Button
          variant="light"
          disabled={!chosen}
          loading={add.isPending}
          onClick={() =>
            add.mutate({ key: programme.key, organizationId: chosen }, { onSuccess: () => setChosen('') })
          }
        >
          Add
        </Button>
      </Group>
      {failed && (
        <Text c="red" fz="sm" role="alert">
          {errorMessageOf(failed)}
        </Text>
      )}
    </Stack>
  );
}

/** /admin/programmes: the partner programmes, the quote types each adds and the organisations in each (060). */
export function AdminProgrammes() {
  const programmes = useProgrammes();
  const organisations = useAdminOrganisations();
  if (programmes.isPending || organisations.isPending) return <Loader aria-label="Loading the programmes" />;
  if (programmes.isError || organisations.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(programmes.error ?? organisations.error)}
      </Alert>
    );
  return (
    <Stack gap="lg">
      {programmes.data.map((p) => (
        <Card
          key={p.key}
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby={`programme-${p.key}`}
        >
          <Stack gap="md">
            <Title order={2} fz="h4" id={`programme-${p.key}`}>
              {p.name}
            </Title>
            <ProgrammeForm key={JSON.stringify([p.name, p.quoteTypes])} programme={p} />
            <Members programme={p} organisations={organisations.data} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
