import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AdminBranchFormInput,
  type AdminBranchInput,
  AdminBranchInputSchema,
  type AdminOrganisation,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORGANISATION_LIMITS,
  toDisplayPhone,
} from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { PhoneInput } from '@/components/phone-input';
import { AddressCapture, type AddressValue, addressInputOf, addressValueOf } from '@/features/addresses';
import { applyApiError } from '@/lib/form-errors';
import { useSaveAdminBranch } from '../api/admin-organisations-api';

type Branch = AdminOrganisation['branches'][number];

const FIELDS = ['branchName', 'address', 'contactName', 'contactEmail', 'contactPhone'] as const;

/**
 * Adds a branch to an organisation (no branch given) or edits one: its name, its address from the shared
 * address capture, and its contact (decision 060).
 */
export function AdminBranchForm({
  organisationId,
  branch,
  onDone,
}: {
  organisationId: string;
  branch: Branch | null;
  onDone: () => void;
}) {
  const save = useSaveAdminBranch();
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
      await save.mutateAsync({ id: organisationId, body: values });
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
          id="admin-branch-address"
          value={place}
          withMap={false}
          completeAddressRequired
          error={addressError ? 'Please search for the branch’s full address.' : null}
          onChange={(value) => {
            setPlace(value);
            if (value) setValue('address', addressInputOf(value), { shouldValidate: isSubmitted });
          }}
        />
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
