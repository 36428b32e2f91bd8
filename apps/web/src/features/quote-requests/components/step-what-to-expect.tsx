import { Alert, FileInput, Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  LICENCE_DISK_PHOTO_LABEL,
  PARTS_PREFERENCES,
  QUERY_ANSWER_MAX_LENGTH,
  quoteKind,
  quoteRequestStep2Schema,
  type RepairItemNode,
  UI_MESSAGES,
  validateLicenceDiskPhoto,
} from '@motorwise/shared';
import { IconInfoCircle, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { RepairItemTree } from './repair-item-tree';
import { type StepProps, stepResolver } from './step-context';
import { StepButtons } from './step-vehicle-details';
import { type Step2Item, step2ItemOf } from './step2-item';

export { type Step2Item, step2ItemOf } from './step2-item';

export interface Step2Values {
  items: Step2Item[];
  partsPreference: string;
  vehicleVinNumber: string;
  hasLicenseDiskPhoto: boolean;
}

/** The three notices of step 2 (UI_MESSAGES), by the kind of request. */
function notices(quoteType: Parameters<typeof quoteKind>[0]): string[] {
  const kind = quoteKind(quoteType);
  if (kind === 'service') return [UI_MESSAGES.noticeServiceNotDue];
  if (kind === 'policy') return [UI_MESSAGES.noticePolicyCoverage, UI_MESSAGES.noticeRepairTakesLonger];
  if (kind === 'repair') return [UI_MESSAGES.noticeRepairTakesLonger];
  return [];
}

interface Step2Props extends StepProps<Step2Values> {
  licenceDiskPhoto: File | null;
  onLicenceDiskPhoto: (file: File | null) => void;
}

/**
 * spec step 2: the repair-item tree of the quote type (leaf items chosen; an item with a question needs
 * an answer), the parts preference, and with Original parts a VIN or a licence disk photo.
 */
export function StepWhatToExpect({
  ctx,
  values,
  onNext,
  onBack,
  onDraft,
  licenceDiskPhoto,
  onLicenceDiskPhoto,
}: Step2Props) {
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const { control, register, handleSubmit, watch, setValue, formState } = useForm<Step2Values>({
    resolver: stepResolver(quoteRequestStep2Schema({ brand: ctx.brand })),
    defaultValues: {
      items: values?.items ?? [],
      partsPreference: values?.partsPreference ?? "I don't mind",
      vehicleVinNumber: values?.vehicleVinNumber ?? ctx.garageVehicle?.vehicleVinNumber ?? '',
      hasLicenseDiskPhoto: Boolean(licenceDiskPhoto),
    },
  });
  const items = useFieldArray({ control, name: 'items', keyName: 'key' });
  const chosen = watch('items');
  const parts = watch('partsPreference');
  const vin = watch('vehicleVinNumber');
  useEffect(
    () => onDraft({ items: chosen, partsPreference: parts, vehicleVinNumber: vin }),
    [chosen, parts, vin, onDraft],
  );

  const toggle = (node: RepairItemNode, on: boolean) => {
    const at = chosen.findIndex((i) => i.id === node.id);
    if (on && at === -1) items.append(step2ItemOf(node));
    if (!on && at !== -1) items.remove(at);
  };

  const itemsError =
    (formState.errors.items as { message?: string; root?: { message?: string } } | undefined)?.message ??
    (formState.errors.items as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <form
      onSubmit={handleSubmit((v) => {
        if (photoProblems.length > 0) return;
        onNext(v);
      })}
      noValidate
    >
      <Stack gap="md">
        {notices(ctx.quoteType).map((notice) => (
          <Alert key={notice} color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            {notice}
          </Alert>
        ))}
        <Text fz="sm" c="dimmed">
          {UI_MESSAGES.accreditedRepairerDisclaimer}
        </Text>

        <Title order={3} fz="h4">
          What does the vehicle need?
        </Title>
        <RepairItemTree quoteType={ctx.quoteType} chosen={chosen.map((i) => i.id)} onToggle={toggle} />
        {itemsError && (
          <Text c="red" fz="sm" role="alert">
            {itemsError}
          </Text>
        )}

        {items.fields.map((item, index) =>
          item.hasQuery ? (
            <Textarea
              key={item.key}
              label={`${item.name}: ${item.query ?? 'Please describe the problem'}`}
              autosize
              minRows={2}
              maxLength={QUERY_ANSWER_MAX_LENGTH}
              withAsterisk
              error={formState.errors.items?.[index]?.queryAnswer?.message}
              {...register(`items.${index}.queryAnswer`)}
            />
          ) : null,
        )}

        <Controller
          control={control}
          name="partsPreference"
          render={({ field, fieldState }) => (
            <Radio.Group label="Parts preference" withAsterisk {...field} error={fieldState.error?.message}>
              <Group mt={6}>
                {PARTS_PREFERENCES.map((p) => (
                  <Radio key={p} value={p} label={p} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        {parts === 'Original parts' && (
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              For original parts the workshops need your VIN or a photo of your licence disk.
            </Text>
            <TextInput
              label="VIN"
              maxLength={18}
              error={formState.errors.vehicleVinNumber?.message}
              {...register('vehicleVinNumber')}
            />
            <FileInput
              label={LICENCE_DISK_PHOTO_LABEL}
              placeholder="Choose a photo"
              accept="image/*"
              clearable
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
              value={licenceDiskPhoto}
              error={photoProblems[0]}
              onChange={(file) => {
                const problems = file
                  ? validateLicenceDiskPhoto({ name: file.name, sizeBytes: file.size, mimeType: file.type })
                  : [];
                setPhotoProblems(problems);
                onLicenceDiskPhoto(file);
                setValue('hasLicenseDiskPhoto', Boolean(file) && problems.length === 0);
              }}
            />
          </Stack>
        )}

        <StepButtons onBack={onBack} />
      </Stack>
    </form>
  );
}
