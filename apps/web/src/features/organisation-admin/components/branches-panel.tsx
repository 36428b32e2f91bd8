import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type Address,
  type AdminBranchFormInput,
  type AdminBranchInput,
  AdminBranchInputSchema,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORGANISATION_LIMITS,
  type Organisation,
  toDisplayPhone,
} from '@motorwise/shared';
import { IconMapPin, IconPencil, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { PhoneInput } from '@/components/phone-input';
import {
  AddressCapture,
  type AddressValue,
  addressInputOf,
  addressLine,
  addressValueOf,
} from '@/features/addresses';
import { applyApiError } from '@/lib/form-errors';
import { useSaveBranch } from '../api/organisation-admin-api';

/** A branch as both forms know it; the contact is the administrators' (decision 060). */
export interface BranchValues {
  id: string;
  branchName: string;
  address: Address | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

const FIELDS = ['branchName', 'address', 'contactName', 'contactEmail', 'contactPhone'] as const;

/**
 * Adds a branch (no branch given) or edits one: its name and its address from the shared address capture;
 * with `withContact`, its contact too (the administrators' form, decision 060).
 */
export function BranchForm({
  branch,
  withContact = false,
  onSave,
  onDone,
}: {
  branch: BranchValues | null;
  withContact?: boolean;
  onSave: (values: AdminBranchInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [place, setPlace] = useState<AddressValue | null>(() => addressValueOf(branch?.address));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AdminBranchFormInput, unknown, AdminBranchInput>({
    resolver: zodResolver(AdminBranchInputSchema),
    defaultValues: {
      ...(branch ? { id: branch.id } : {}),
      branchName: branch?.branchName ?? '',
      address: place ? addressInputOf(place) : undefined,
      contactName: branch?.contactName ?? '',
      contactEmail: branch?.contactEmail ?? '',
      contactPhone: branch?.contactPhone ? toDisplayPhone(branch.contactPhone) : '',
    },
    mode: 'onTouched',
  });
  const a = errors.address;
  const addressError =
    a?.message ??
    [a?.streetNumber, a?.streetName, a?.suburb, a?.city, a?.province, a?.postalCode].find(Boolean)?.message ??
    null;

  const onSubmit = async (values: AdminBranchInput) => {
    setFormError(null);
    try {
      await onSave(values);
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
        {withContact && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Contact name"
              maxLength={NAME_MAX_LENGTH}
              error={errors.contactName?.message}
              {...register('contactName')}
            />
            <TextInput
              label="Contact email"
              type="email"
              maxLength={EMAIL_MAX_LENGTH}
              error={errors.contactEmail?.message}
              {...register('contactEmail')}
            />
            <PhoneInput
              label="Contact phone"
              error={errors.contactPhone?.message}
              {...register('contactPhone')}
            />
          </SimpleGrid>
        )}
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

/**
 * An organisation's branches as cards (name, address and any detail line), each with Edit, then "Add a
 * branch"; the form opens in a dialog. The organisation's admins and Motorwise's administrators share it.
 */
export function BranchCards<B extends BranchValues>({
  branches,
  detail,
  form,
}: {
  branches: readonly B[];
  /** A line under the address (the administrators see the branch's contact). */
  detail?: (branch: B) => string;
  /** The form for a branch (null: a new one); `done` closes the dialog. */
  form: (branch: B | null, done: () => void) => ReactNode;
}) {
  // undefined: closed; null: a new branch; a branch: editing it.
  const [editing, setEditing] = useState<B | null | undefined>(undefined);
  const done = () => setEditing(undefined);
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {branches.map((branch) => (
          <Card key={branch.id} withBorder radius="md" padding="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{branch.branchName}</Text>
                <Text fz="sm" c="dimmed">
                  <IconMapPin size={14} aria-hidden="true" style={{ verticalAlign: -2, marginRight: 4 }} />
                  {addressLine(branch.address)}
                </Text>
                {detail?.(branch) && <Text fz="sm">{detail(branch)}</Text>}
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
        onClose={done}
        title={editing ? `Edit ${editing.branchName}` : 'Add a branch'}
        size="lg"
        centered
      >
        {editing !== undefined && <div key={editing?.id ?? 'new'}>{form(editing, done)}</div>}
      </Modal>
    </Stack>
  );
}

/** The organisation's branches with their addresses; its admins add and edit them (decision 038). */
export function BranchesPanel({ organisation }: { organisation: Organisation }) {
  const save = useSaveBranch();
  return (
    <BranchCards
      branches={organisation.allOrganizationBranches}
      form={(branch, done) => (
        <BranchForm
          branch={branch}
          onSave={({ id, branchName, address }) => save.mutateAsync({ id, branchName, address })}
          onDone={done}
        />
      )}
    />
  );
}
