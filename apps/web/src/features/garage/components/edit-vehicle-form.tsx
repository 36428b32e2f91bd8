import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  formatKm,
  GARAGE_LIMITS,
  type GarageVehicle,
  type GarageVehicleFields,
  isIsoDate,
  MILEAGE_MAX_LENGTH,
  mileageSchema,
  vinLengthForBrand,
  vinSchema,
} from '@motorwise/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { useUpsertGarageVehicle } from '../api/garage-api';

/** The upsert fields (the shared GarageVehicleFieldsSchema) this form edits. */
const FIELDS = [
  'name',
  'vehicleVinNumber',
  'vehicleEngineNumber',
  'vehicleLicensePlate',
  'vehicleColour',
  'vehicleMileage',
  'licenceDiskExpiresOn',
  'roadworthyDueOn',
] as const satisfies readonly (keyof GarageVehicleFields)[];

/** The form's values: those fields as the inputs hold them. */
type EditValues = Record<(typeof FIELDS)[number], string>;

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? true : (result.error?.issues[0]?.message ?? 'Invalid value');

/** A date typed as YYYY-MM-DD, or nothing (the same message as the API's). */
const dateOrEmpty = (label: string) => (value: string) =>
  value.trim() === '' || isIsoDate(value.trim()) ? true : `${label} must be a date (YYYY-MM-DD).`;

/**
 * Edit a garage vehicle: name, VIN (the brand's length: 18 for Mercedes, else 17), engine number, licence
 * plate, colour, a new mileage reading (at least the stored one, with a button that reuses it), and the
 * licence disk's expiry and the date a roadworthy is needed by, which reminders follow (decision 078).
 */
export function EditVehicleForm({ vehicle }: { vehicle: GarageVehicle }) {
  const upsert = useUpsertGarageVehicle();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const existing = vehicle.vehicleMileage;
  const brand = vehicle.vehicle.brand;
  const vinLength = vinLengthForBrand(brand);
  const { register, handleSubmit, setValue, setError, formState } = useForm<EditValues>({
    mode: 'onTouched',
    defaultValues: {
      name: vehicle.name,
      vehicleVinNumber: vehicle.vehicleVinNumber ?? '',
      vehicleEngineNumber: vehicle.vehicleEngineNumber ?? '',
      vehicleLicensePlate: vehicle.vehicleLicensePlate ?? '',
      vehicleColour: vehicle.vehicleColour ?? '',
      vehicleMileage: '',
      licenceDiskExpiresOn: vehicle.licenceDiskExpiresOn ?? '',
      roadworthyDueOn: vehicle.roadworthyDueOn ?? '',
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    setFormError(null);
    upsert.mutate(
      {
        id: vehicle.id,
        name: values.name.trim(),
        vehicleVinNumber: values.vehicleVinNumber.trim().toUpperCase(),
        vehicleEngineNumber: values.vehicleEngineNumber.trim(),
        vehicleLicensePlate: values.vehicleLicensePlate.trim(),
        vehicleColour: values.vehicleColour.trim(),
        licenceDiskExpiresOn: values.licenceDiskExpiresOn.trim(),
        roadworthyDueOn: values.roadworthyDueOn.trim(),
        ...(values.vehicleMileage.trim() ? { vehicleMileage: values.vehicleMileage.trim() } : {}),
      },
      {
        onSuccess: () => {
          setSaved(true);
          setValue('vehicleMileage', '');
        },
        onError: (error) => {
          if (isApiError(error) && error.errors) {
            for (const [key, list] of Object.entries(error.errors)) {
              if ((FIELDS as readonly string[]).includes(key) && list[0])
                setError(key as keyof EditValues, { type: 'server', message: list[0] });
            }
          }
          setFormError(
            isApiError(error) ? error.message : 'The vehicle could not be saved. Please try again.',
          );
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit vehicle">
      <Stack gap="sm">
        {saved && (
          <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => setSaved(false)}>
            Your changes were saved.
          </Alert>
        )}
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            description="What you call it, e.g. Work bakkie"
            maxLength={GARAGE_LIMITS.name}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="VIN"
            description={`${vinLength} characters, on your licence disk`}
            maxLength={vinLength}
            autoCapitalize="characters"
            error={errors.vehicleVinNumber?.message}
            {...register('vehicleVinNumber', {
              validate: (value) =>
                value.trim() === '' ? true : firstIssue(vinSchema(brand).safeParse(value)),
            })}
          />
          <TextInput
            label="Engine number"
            maxLength={GARAGE_LIMITS.engineNumber}
            error={errors.vehicleEngineNumber?.message}
            {...register('vehicleEngineNumber', {
              pattern: {
                value: /^[A-Za-z0-9 -]*$/,
                message: 'Engine number can only contain letters, digits, spaces and hyphens.',
              },
            })}
          />
          <TextInput
            label="Licence plate"
            maxLength={GARAGE_LIMITS.licensePlate}
            error={errors.vehicleLicensePlate?.message}
            {...register('vehicleLicensePlate', {
              pattern: {
                value: /^[A-Za-z0-9 -]*$/,
                message: 'Licence plate can only contain letters, digits, spaces and hyphens.',
              },
            })}
          />
          <TextInput
            label="Colour"
            maxLength={GARAGE_LIMITS.colour}
            error={errors.vehicleColour?.message}
            {...register('vehicleColour')}
          />
          <div>
            <TextInput
              label="Mileage (km)"
              description={existing !== null ? `Last reading ${formatKm(existing)}` : 'No reading yet'}
              placeholder="Today's odometer reading"
              inputMode="numeric"
              maxLength={MILEAGE_MAX_LENGTH}
              error={errors.vehicleMileage?.message}
              {...register('vehicleMileage', {
                validate: (value) =>
                  value.trim() === '' ? true : firstIssue(mileageSchema(existing).safeParse(value)),
              })}
            />
            {existing !== null && (
              <Text fz="xs" mt={4}>
                <Anchor
                  component="button"
                  type="button"
                  fz="xs"
                  onClick={() => setValue('vehicleMileage', String(existing), { shouldValidate: true })}
                >
                  Reuse existing mileage ({existing} km)
                </Anchor>
              </Text>
            )}
          </div>
          <TextInput
            label="Licence disk expires on"
            description="On the disk, as YYYY-MM-DD: we remind you a month before"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            error={errors.licenceDiskExpiresOn?.message}
            {...register('licenceDiskExpiresOn', { validate: dateOrEmpty('Licence disk expiry date') })}
          />
          <TextInput
            label="Roadworthy needed by"
            description="Selling it, re-registering, or an older vehicle: we remind you a month before"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            error={errors.roadworthyDueOn?.message}
            {...register('roadworthyDueOn', { validate: dateOrEmpty('Roadworthy needed by') })}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={upsert.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
