import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { DISPUTES_LIMITS, type Dispute, type DisputeKind, OpenDisputeSchema } from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { useOpenDispute } from '../api/disputes-api';

const FormSchema = OpenDisputeSchema.omit({ quoteId: true, kind: true });
type FormValues = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const FIELDS = ['subject', 'message', 'currentMileage'] as const;

/**
 * The customer's form that opens a dispute about their job, with evidence (photos, PDFs); as a guarantee
 * claim (decision 076) it also asks the vehicle's current mileage, which the guarantee's kilometres need.
 */
export function OpenDisputeForm({
  quoteId,
  kind = 'dispute',
  onOpened,
  onCancel,
}: {
  quoteId: string;
  kind?: DisputeKind;
  onOpened?: (dispute: Dispute) => void;
  onCancel?: () => void;
}) {
  const claim = kind === 'guarantee';
  const open = useOpenDispute();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { subject: '', message: '', currentMileage: '' },
  });

  const submit = async (values: FormOutput) => {
    setProblem(null);
    try {
      const dispute = await open.mutateAsync({
        quoteId,
        subject: values.subject,
        message: values.message,
        files,
        ...(claim ? { kind, currentMileage: values.currentMileage } : {}),
      });
      onOpened?.(dispute);
    } catch (error) {
      const errs = (error as { errors?: Record<string, string[]> }).errors;
      const fileProblem = errs && Object.entries(errs).find(([k]) => k.startsWith('evidenceFiles'))?.[1]?.[0];
      setProblem(fileProblem ?? applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={claim ? 'Claim under the guarantee' : 'Open a dispute'}
    >
      <Stack gap="sm">
        {problem && <FormAlert kind="error">{problem}</FormAlert>}
        <TextInput
          label="Subject"
          description={claim ? 'In a few words: what failed again?' : 'In a few words: what went wrong?'}
          maxLength={DISPUTES_LIMITS.subject}
          withAsterisk
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Textarea
          label="What happened"
          autosize
          minRows={4}
          maxLength={DISPUTES_LIMITS.message}
          withAsterisk
          error={errors.message?.message}
          {...register('message')}
        />
        {claim && (
          <TextInput
            label="Current mileage (km)"
            description="The guarantee's kilometres count from the mileage at check-in"
            inputMode="numeric"
            error={errors.currentMileage?.message}
            {...register('currentMileage')}
          />
        )}
        <FileInput
          label="Evidence"
          description={`Photos or PDFs, at most ${DISPUTES_LIMITS.evidence} files`}
          multiple
          clearable
          accept="image/jpeg,image/png,image/gif,application/pdf"
          value={files}
          onChange={(value) => setFiles(value.slice(0, DISPUTES_LIMITS.evidence))}
        />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {claim ? 'Open the claim' : 'Open the dispute'}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
