import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatKm, MILEAGE_LABEL, MILEAGE_MAX_LENGTH, quoteRequestStep1Schema } from '@motorwise/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { BACK_LABEL, NEXT_LABEL, type StepProps, stepResolver } from './step-context';

export interface Step1Values {
  vehicleMileage: string;
}

/** spec step 1: mileage required, numeric, at least the existing mileage, at most 1,000,000, 6 characters. */
export function StepVehicleDetails({ ctx, values, onNext, onBack, onDraft }: StepProps<Step1Values>) {
  const existing = ctx.garageVehicle?.vehicleMileage ?? null;
  const { register, handleSubmit, setValue, watch, formState } = useForm<Step1Values>({
    resolver: stepResolver(quoteRequestStep1Schema({ existingMileage: existing })),
    defaultValues: { vehicleMileage: values?.vehicleMileage ?? '' },
  });
  const mileage = watch('vehicleMileage');
  useEffect(() => onDraft({ vehicleMileage: mileage }), [mileage, onDraft]);

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <Stack gap="md">
        <Text>
          <Text span fw={700}>
            {ctx.vehicleName}
          </Text>
        </Text>
        <TextInput
          label={`${MILEAGE_LABEL} (km)`}
          description="The odometer reading today"
          inputMode="numeric"
          maxLength={MILEAGE_MAX_LENGTH}
          withAsterisk
          maw={320}
          error={formState.errors.vehicleMileage?.message}
          {...register('vehicleMileage')}
        />
        {existing !== null && (
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              Recorded mileage: {formatKm(existing)}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => setValue('vehicleMileage', String(existing), { shouldValidate: true })}
            >
              Use existing mileage
            </Button>
          </Group>
        )}
        <StepButtons onBack={onBack} />
      </Stack>
    </form>
  );
}

/** The hint's id: one step is on screen at a time. */
const NEXT_HINT_ID = 'step-next-hint';

export function StepButtons({
  onBack,
  nextLabel = NEXT_LABEL,
  nextDisabled,
  nextHint,
}: {
  onBack?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  /** Why the next button waits, shown beside it (and read with it) while it is disabled. */
  nextHint?: string | null;
}) {
  const hint = nextDisabled && nextHint ? nextHint : null;
  return (
    <Stack gap={4} mt="md">
      <Group justify="space-between">
        {onBack ? (
          <Button variant="default" onClick={onBack}>
            {BACK_LABEL}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          color="ember.4"
          c="navy.9"
          disabled={nextDisabled}
          aria-describedby={hint ? NEXT_HINT_ID : undefined}
        >
          {nextLabel}
        </Button>
      </Group>
      {hint && (
        <Text id={NEXT_HINT_ID} fz="sm" c="dimmed" ta="right">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
