import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  ORGANISATION_LIMITS,
  type Organisation,
  type SaveBranch,
  type SaveBranchInput,
  SaveBranchSchema,
} from '@motorwise/shared';
import { IconMapPin, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import {
  AddressCapture,
  type AddressValue,
  addressInputOf,
  addressLine,
  addressValueOf,
} from '@/features/addresses';
import { applyApiError } from '@/lib/form-errors';
import { useSaveBranch } from '../api/organisation-admin-api';

type Branch = Organisation['allOrganizationBranches'][number];

const FIELDS = ['branchName', 'address'] as const;

/** Adds a branch (no branch given) or edits one, with its address from the reusable address capture. */
function BranchForm({ branch, onDone }: { branch: Branch | null; onDone: () => void }) {
  const save = useSaveBranch();
  const [formError, setFormError] = useState<string | null>(null);
  const [place, setPlace] = useState<AddressValue | null>(() => addressValueOf(branch?.address));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<SaveBranchInput, unknown, SaveBranch>({
    resolver: zodResolver(SaveBranchSchema),
    defaultValues: {
      ...(branch ? { id: branch.id } : {}),
      branchName: branch?.branchName ?? '',
      address: place ? addressInputOf(place) : undefined,
    },
    mode: 'onTouched',
  });
  const a = errors.address;
  const addressError =
    a?.message ??
    [a?.streetNumber, a?.streetName, a?.suburb, a?.city, a?.province, a?.postalCode].find(Boolean)?.message ??
    null;

  const onSubmit = async (values: SaveBranch) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={branch ? 'Edit branch' : 'Add a branch'}>
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Branch not saved">
            {formError}
          </FormAlert>
        )}
        <TextInput
          label="Branch name"
          withAsterisk
          maxLength={ORGANISATION_LIMITS.branchName}
          error={errors.branchName?.message}
          {...register('branchName')}
        />
        <AddressCapture
          id="branch-address"
          value={place}
          withMap={false}
          completeAddressRequired
          error={addressError ? 'Please search for the branch’s full address.' : null}
          onChange={(value) => {
            setPlace(value);
            // The street is typed after the suburb is chosen: its fields say what is missing once Save is tried.
            if (value) setValue('address', addressInputOf(value), { shouldValidate: isSubmitted });
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {branch ? 'Save branch' : 'Add branch'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The organisation's branches with their addresses; admins add and edit them (decision 038). */
export function BranchesPanel({ organisation }: { organisation: Organisation }) {
  // undefined: closed; null: a new branch; a branch: editing it.
  const [editing, setEditing] = useState<Branch | null | undefined>(undefined);
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {organisation.allOrganizationBranches.map((branch) => (
          <Card key={branch.id} withBorder radius="md" padding="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{branch.branchName}</Text>
                <Text fz="sm" c="dimmed">
                  <IconMapPin size={14} aria-hidden="true" style={{ verticalAlign: -2, marginRight: 4 }} />
                  {addressLine(branch.address)}
                </Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="subtle"
                style={{ flexShrink: 0 }}
                leftSection={<IconPencil size={14} aria-hidden="true" />}
                aria-label={`Edit ${branch.branchName}`}
                onClick={() => setEditing(branch)}
              >
                Edit
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing(null)}
        >
          Add a branch
        </Button>
      </Group>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Edit ${editing.branchName}` : 'Add a branch'}
        size="lg"
        centered
      >
        {editing !== undefined && (
          <BranchForm key={editing?.id ?? 'new'} branch={editing} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
    </Stack>
  );
}
