import { NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { GUARANTEE_LIMITS, type UpdateWorkshopProfileInput } from '@motorwise/shared';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { SectionPanel } from '@/components/section-panel';

type Values = UpdateWorkshopProfileInput;

/** What a workshop starts from when it states a guarantee: the usual 12 months / 20 000 km (decision 076). */
const USUAL_GUARANTEE = {
  partsMonths: 12,
  partsKm: 20_000,
  labourMonths: 12,
  labourKm: 20_000,
  terms: '',
};

/** The profile form's "Workmanship guarantee" section: a switch, the four limits and the terms. */
export function GuaranteeSection({
  control,
  register,
  setValue,
  errors,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  errors: FieldErrors<Values>;
}) {
  const guarantee = useWatch({ control, name: 'guarantee' });
  return (
    <SectionPanel labelledBy="profile-guarantee">
      <Stack gap="md">
        <Title order={2} fz="h4" id="profile-guarantee">
          Workmanship guarantee
        </Title>
        <Text fz="sm" c="dimmed">
          Shown on your quotes, bookings and invoices. A quote keeps the guarantee it was sent with, so a
          change here applies to quotes you send from now on.
        </Text>
        <Switch
          label="We guarantee our work"
          checked={guarantee !== null && guarantee !== undefined}
          onChange={(event) =>
            setValue('guarantee', event.currentTarget.checked ? { ...USUAL_GUARANTEE } : null, {
              shouldDirty: true,
            })
          }
        />
        {guarantee && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {(
                [
                  ['guarantee.partsMonths', 'Parts: months', 'months'],
                  ['guarantee.partsKm', 'Parts: kilometres', 'km'],
                  ['guarantee.labourMonths', 'Labour: months', 'months'],
                  ['guarantee.labourKm', 'Labour: kilometres', 'km'],
                ] as const
              ).map(([name, label, unit]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={label}
                      description={unit === 'km' ? 'Empty: no kilometre limit' : '0 for no guarantee on this'}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      min={0}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator={unit === 'km' ? ' ' : undefined}
                      value={field.value ?? ''}
                      onChange={(v) => field.onChange(typeof v === 'number' ? v : unit === 'km' ? null : v)}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <Textarea
              label="Terms"
              description="What is covered and how to claim, in a sentence or two"
              autosize
              minRows={2}
              maxLength={GUARANTEE_LIMITS.terms}
              error={errors.guarantee?.terms?.message}
              {...register('guarantee.terms')}
            />
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}
