import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AdminOrganisation,
  type AdminOrganisationFormInput,
  type AdminOrganisationInput,
  AdminOrganisationInputSchema,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORGANISATION_KIND_LABELS,
  ORGANISATION_KINDS,
  ORGANISATION_LIMITS,
  toDisplayPhone,
} from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { PhoneInput } from '@/components/phone-input';
import { applyApiError } from '@/lib/form-errors';

const FIELDS = [
  'name',
  'kind',
  'registrationNumber',
  'taxNumber',
  'contactName',
  'contactEmail',
  'contactPhone',
] as const;

const defaults = (o: AdminOrganisation | null): AdminOrganisationFormInput => ({
  name: o?.name ?? '',
  kind: (ORGANISATION_KINDS as readonly string[]).includes(o?.kind ?? '')
    ? (o?.kind as AdminOrganisationInput['kind'])
    : 'fleet',
  registrationNumber: o?.registrationNumber ?? '',
  taxNumber: o?.taxNumber ?? '',
  contactName: o?.contactName ?? '',
  contactEmail: o?.contactEmail ?? '',
  contactPhone: o?.contactPhone ? toDisplayPhone(o.contactPhone) : '',
});

/**
 * An organisation's details and contact, new (no organisation given) or edited, as a Motorwise
 * administrator keeps them (decision 060). `save` sends the checked values; the API's 400s land on the fields.
 */
export function OrganisationForm({
  organisation,
  save,
  onSaved,
}: {
  organisation: AdminOrganisation | null;
  save: (values: AdminOrganisationInput) => Promise<AdminOrganisation>;
  onSaved?: (organisation: AdminOrganisation) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminOrganisationFormInput, unknown, AdminOrganisationInput>({
    resolver: zodResolver(AdminOrganisationInputSchema),
    defaultValues: defaults(organisation),
    mode: 'onTouched',
  });

  const onSubmit = async (values: AdminOrganisationInput) => {
    setFormError(null);
    try {
      const saved = await save(values);
      reset(defaults(saved));
      onSaved?.(saved);
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={organisation ? 'Organisation details' : 'New organisation'}
    >
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Organisation not saved">
            {formError}
          </FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            withAsterisk
            maxLength={ORGANISATION_LIMITS.name}
            error={errors.name?.message}
            {...register('name')}
          />
          <NativeSelect
            label="Kind"
            data={ORGANISATION_KINDS.map((k) => ({ value: k, label: ORGANISATION_KIND_LABELS[k] }))}
            error={errors.kind?.message}
            {...register('kind')}
          />
          <TextInput
            label="Registration number"
            maxLength={50}
            error={errors.registrationNumber?.message}
            {...register('registrationNumber')}
          />
          <TextInput
            label="Tax number"
            maxLength={50}
            error={errors.taxNumber?.message}
            {...register('taxNumber')}
          />
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
          <Button type="submit" loading={isSubmitting}>
            {organisation ? 'Save details' : 'Create organisation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
