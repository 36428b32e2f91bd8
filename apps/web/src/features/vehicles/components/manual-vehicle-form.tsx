import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  createManualVehicleSchema,
  DRIVE_TYPES,
  FUEL_TYPES,
  MANUAL_VEHICLE_LABELS,
  MANUAL_VEHICLE_TEXT_MAX_LENGTH,
  type ManualVehicle,
  sanitizeText,
  TRANSMISSION_TYPES,
} from '@motorwise/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useBrands } from '../api/vehicles-api';

/** The form's own values: everything a string until the shared schema has read it. */
export interface ManualVehicleFormValues {
  brand: string;
  capacity: string;
  range: string;
  model: string;
  year: string;
  transmissionType: string;
  fuelType: string;
  driveType: string;
}

export const EMPTY_MANUAL_VEHICLE: ManualVehicleFormValues = {
  brand: '',
  capacity: '',
  range: '',
  model: '',
  year: '',
  transmissionType: '',
  fuelType: '',
  driveType: '',
};

const TEXT_FIELDS = ['capacity', 'range', 'model'] as const;
const PLACEHOLDERS: Record<(typeof TEXT_FIELDS)[number], string> = {
  capacity: 'e.g. 2.8',
  range: 'e.g. Hilux',
  model: 'e.g. 2.8 GD-6 Raised Body Legend',
};

interface ManualVehicleFormProps {
  /** Called with the checked vehicle whenever the form is valid, and with null while it is not. */
  onChange: (vehicle: ManualVehicle | null) => void;
  defaultValues?: Partial<ManualVehicleFormValues>;
  /** Where the brand suggestions come from; the catalogue's brands by default. */
  brandSuggestions?: string[];
  /** The brand as typed (the warranty disclaimer shows before the rest of the form is complete). */
  onBrandChange?: (brand: string) => void;
  /** Every field as typed, valid or not (a draft keeps them, so a reload refills the form). */
  onValues?: (values: ManualVehicleFormValues) => void;
}

/**
 * spec: manual vehicle entry. Every field is required; year 1960 to the current year; text has its
 * apostrophes removed as it is typed. Validation is the shared schema (createManualVehicleSchema), so the
 * messages are the API's.
 */
export function ManualVehicleForm({
  onChange,
  defaultValues,
  brandSuggestions,
  onBrandChange,
  onValues,
}: ManualVehicleFormProps) {
  const schema = useMemo(() => createManualVehicleSchema(), []);
  const { control, register, formState } = useForm<ManualVehicleFormValues, unknown, ManualVehicle>({
    resolver: zodResolver(schema) as unknown as Resolver<ManualVehicleFormValues, unknown, ManualVehicle>,
    defaultValues: { ...EMPTY_MANUAL_VEHICLE, ...defaultValues },
    mode: 'onTouched',
  });
  const { errors } = formState;
  const values = useWatch({ control });
  const brands = useBrands(!brandSuggestions);

  // Validity is the shared schema's verdict on the current values, reported as it changes.
  const parsed = schema.safeParse({ ...EMPTY_MANUAL_VEHICLE, ...values });
  const result: ManualVehicle | null = parsed.success ? parsed.data : null;
  const key = JSON.stringify(result);
  const lastKey = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    onChangeRef.current(key === 'null' ? null : (JSON.parse(key) as ManualVehicle));
  }, [key]);

  const valuesRef = useRef(onValues);
  valuesRef.current = onValues;
  const typed = JSON.stringify({ ...EMPTY_MANUAL_VEHICLE, ...values });
  useEffect(() => valuesRef.current?.(JSON.parse(typed) as ManualVehicleFormValues), [typed]);

  const brandRef = useRef(onBrandChange);
  brandRef.current = onBrandChange;
  const typedBrand = values.brand ?? '';
  useEffect(() => brandRef.current?.(typedBrand), [typedBrand]);

  const sanitized = (name: keyof ManualVehicleFormValues) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: { currentTarget: HTMLInputElement; target: EventTarget | null }) => {
        const clean = sanitizeText(event.currentTarget.value);
        if (clean !== event.currentTarget.value) event.currentTarget.value = clean;
        return field.onChange({ target: event.currentTarget, type: 'change' });
      },
    };
  };

  const choice = (name: 'transmissionType' | 'fuelType' | 'driveType', options: readonly string[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Select
          label={MANUAL_VEHICLE_LABELS[name]}
          placeholder="Choose one"
          data={[...options]}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={errors[name]?.message}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <form aria-label="Manual vehicle entry" noValidate onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Controller
          name="brand"
          control={control}
          render={({ field }) => (
            <Autocomplete
              label={MANUAL_VEHICLE_LABELS.brand}
              placeholder="e.g. Toyota"
              data={brandSuggestions ?? brands.data ?? []}
              limit={8}
              value={field.value}
              onChange={(value) => field.onChange(sanitizeText(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={errors.brand?.message}
              maxLength={MANUAL_VEHICLE_TEXT_MAX_LENGTH}
              withAsterisk
              autoComplete="off"
            />
          )}
        />
        <TextInput
          label={MANUAL_VEHICLE_LABELS.year}
          placeholder="e.g. 2019"
          inputMode="numeric"
          maxLength={4}
          withAsterisk
          error={errors.year?.message}
          {...register('year')}
        />
        {TEXT_FIELDS.map((name) => (
          <TextInput
            key={name}
            label={MANUAL_VEHICLE_LABELS[name]}
            placeholder={PLACEHOLDERS[name]}
            maxLength={MANUAL_VEHICLE_TEXT_MAX_LENGTH}
            withAsterisk
            error={errors[name]?.message}
            {...sanitized(name)}
          />
        ))}
        {choice('transmissionType', TRANSMISSION_TYPES)}
        {choice('fuelType', FUEL_TYPES)}
        {choice('driveType', DRIVE_TYPES)}
      </SimpleGrid>
    </form>
  );
}
