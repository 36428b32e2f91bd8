import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ORGANISATION_LIMITS,
  type Organisation,
  type OrganisationDetails,
  type OrganisationDetailsInput,
  OrganisationDetailsSchema,
  PROFILE_LIMITS,
} from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { useSaveDetails } from '../api/organisation-admin-api';

const FIELDS = ['name', 'registrationNumber', 'taxNumber'] as const;

const defaults = (o: Organisation): OrganisationDetailsInput => ({
  name: o.name,
  registrationNumber: o.registrationNumber ?? '',
  taxNumber: o.taxNumber ?? '',
});

/** The organisation's name, registration and VAT numbers (step 4 of a request shows them). */
export function DetailsForm({ organisation }: { organisation: Organisation }) {
  const save = useSaveDetails();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<OrganisationDetailsInput, unknown, OrganisationDetails>({
    resolver: zodResolver(OrganisationDetailsSchema),
    defaultValues: defaults(organisation),
    mode: 'onTouched',
  });

  const onSubmit = async (values: OrganisationDetails) => {
    setFormError(null);
    try {
      reset(defaults(await save.mutateAsync(values)));
      notifications.show({ color: 'teal', title: 'Details saved', message: 'New requests show them.' });
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Organisation details">
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Details not saved">
            {formError}
          </FormAlert>
        )}
        <TextInput
          label="Name"
          withAsterisk
          maxLength={ORGANISATION_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Registration number"
            maxLength={PROFILE_LIMITS.businessRegistrationNumber}
            error={errors.registrationNumber?.message}
            {...register('registrationNumber')}
          />
          <TextInput
            label="Tax number"
            maxLength={PROFILE_LIMITS.businessTaxNumber}
            error={errors.taxNumber?.message}
            {...register('taxNumber')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
