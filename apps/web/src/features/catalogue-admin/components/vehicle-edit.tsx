import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  type CatalogueVehicleFields,
  type CatalogueVehicleFieldsInput,
  CatalogueVehicleFieldsSchema,
  type Vehicle,
  vehicleTitle,
} from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { useCatalogueSearch, useUpdateVehicle } from '../api/catalogue-admin-api';
import { toNumber, toText } from './form-values';

type Field = keyof CatalogueVehicleFields;

/** The form's text inputs and how each becomes the schema's value. */
const TEXTS: [Field, string][] = [
  ['meadCode', 'M&M code'],
  ['brand', 'Brand'],
  ['range', 'Range'],
  ['model', 'Model'],
  ['brandCode', 'Brand code'],
  ['rangeCode', 'Range code'],
  ['modelCode', 'Model code'],
  ['bodyType', 'Body type'],
  ['aspirationType', 'Aspiration'],
  ['fuelType', 'Fuel type'],
  ['transmissionType', 'Transmission'],
  ['gearboxType', 'Gearbox'],
  ['driveType', 'Drive type'],
  ['wheelsDriven', 'Wheels driven'],
  ['classType', 'Class'],
  ['imageUrl', 'Picture address (https)'],
  ['description', 'Description'],
];
const NUMBERS: [Field, string][] = [
  ['year', 'Year'],
  ['capacity', 'Engine capacity (cc)'],
  ['cylinders', 'Cylinders'],
];
const DATES: [Field, string][] = [
  ['introductionDate', 'Introduction date'],
  ['discontinuedDate', 'Discontinued date'],
];
const FIELDS: string[] = [...TEXTS, ...NUMBERS, ...DATES].map(([f]) => f).concat('abs');

const toYesNo = (v: unknown) => (v === 'yes' ? true : v === 'no' ? false : null);

const defaults = (v: Vehicle): CatalogueVehicleFieldsInput => ({
  meadCode: v.meadCode,
  brand: v.brand,
  range: v.range,
  model: v.model,
  year: v.year,
  brandCode: v.brandCode,
  rangeCode: v.rangeCode,
  modelCode: v.modelCode,
  bodyType: v.bodyType,
  introductionDate: v.introductionDate,
  discontinuedDate: v.discontinuedDate,
  capacity: v.capacity,
  cylinders: v.cylinders,
  aspirationType: v.aspirationType,
  fuelType: v.fuelType,
  transmissionType: v.transmissionType,
  gearboxType: v.gearboxType,
  driveType: v.driveType,
  wheelsDriven: v.wheelsDriven,
  // The select's own values ('yes', 'no', ''); setValueAs turns them back into the schema's.
  abs: (v.abs === null ? '' : v.abs ? 'yes' : 'no') as unknown as boolean,
  classType: v.classType,
  // The placeholder picture is no address of the vehicle's own.
  imageUrl: v.imageUrl.startsWith('https://') ? v.imageUrl : null,
  description: v.description,
});

function VehicleForm({ vehicle, onSaved }: { vehicle: Vehicle; onSaved: (v: Vehicle) => void }) {
  const save = useUpdateVehicle();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CatalogueVehicleFieldsInput, unknown, CatalogueVehicleFields>({
    resolver: zodResolver(CatalogueVehicleFieldsSchema),
    defaultValues: defaults(vehicle),
    mode: 'onTouched',
  });
  const onSubmit = async (fields: CatalogueVehicleFields) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: vehicle.id, fields });
      notifications.show({ color: 'teal', title: 'Vehicle saved', message: vehicleTitle(saved) });
      onSaved(saved);
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };
  const message = (f: Field) => errors[f]?.message;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Catalogue vehicle">
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Vehicle not saved">
            {formError}
          </FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {TEXTS.map(([f, label]) => (
            <TextInput
              key={f}
              label={label}
              withAsterisk={['brand', 'range', 'model'].includes(f)}
              error={message(f)}
              {...register(f, {
                setValueAs: f === 'brand' || f === 'range' || f === 'model' ? undefined : toText,
              })}
            />
          ))}
          {NUMBERS.map(([f, label]) => (
            <TextInput
              key={f}
              label={label}
              inputMode="numeric"
              withAsterisk={f === 'year'}
              error={message(f)}
              {...register(f, { setValueAs: toNumber })}
            />
          ))}
          {DATES.map(([f, label]) => (
            <TextInput
              key={f}
              label={label}
              type="date"
              error={message(f)}
              {...register(f, { setValueAs: toText })}
            />
          ))}
          <NativeSelect
            label="ABS"
            data={[
              { value: '', label: 'Not known' },
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            error={message('abs')}
            {...register('abs', { setValueAs: toYesNo })}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          Service intervals, warranty and plan are the brand's: edit them under Brands.
        </Text>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Save vehicle
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/catalogue, one vehicle: find it with the catalogue's search, then edit its fields. */
export function CatalogueVehicleEdit() {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 300);
  const search = useCatalogueSearch(debounced);
  const [chosen, setChosen] = useState<Vehicle | null>(null);
  return (
    <Stack>
      <TextInput
        label="Find a vehicle"
        placeholder="Brand, range, model or year (hilux 2.8 2021)"
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
      />
      {search.data && !chosen && (
        <Stack gap={4} aria-label="Vehicles found">
          {search.data.length === 0 && <Text c="dimmed">No catalogue vehicle matches.</Text>}
          {search.data.map((v) => (
            <UnstyledButton key={v.id} onClick={() => setChosen(v)}>
              <Paper withBorder p="xs">
                <Text fz="sm">
                  {vehicleTitle(v)}{' '}
                  <Text span c="dimmed">
                    · M&amp;M {v.meadCode ?? '–'} · id {v.id}
                  </Text>
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {chosen && (
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Text fw={600}>{vehicleTitle(chosen)}</Text>
            <Button variant="subtle" size="xs" onClick={() => setChosen(null)}>
              Choose another
            </Button>
          </Group>
          <VehicleForm key={chosen.id} vehicle={chosen} onSaved={setChosen} />
        </Paper>
      )}
    </Stack>
  );
}
