import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { DISPUTES_LIMITS, type Dispute, OpenDisputeSchema } from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { useOpenDispute } from '../api/disputes-api';

const FormSchema = OpenDisputeSchema.omit({ quoteId: true });
type FormValues = z.input<typeof FormSchema>;
const FIELDS = ['subject', 'message'] as const;

/** The customer's form that opens a dispute about their job, with evidence (photos, PDFs). */
export function OpenDisputeForm({
  quoteId,
  onOpened,
  onCancel,
}: {
  quoteId: string;
  onOpened?: (dispute: Dispute) => void;
  onCancel?: () => void;
}) {
  const open = useOpenDispute();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { subject: '', message: '' } });

  const submit = async (values: FormValues) => {
    setProblem(null);
    try {
      const dispute = await open.mutateAsync({
        quoteId,
        subject: values.subject,
        message: values.message,
        files,
      });
      onOpened?.(dispute);
    } catch (error) {
      const errs = (error as { errors?: Record<string, string[]> }).errors;
      const fileProblem = errs && Object.entries(errs).find(([k]) => k.startsWith('evidenceFiles'))?.[1]?.[0];
      setProblem(fileProblem ?? applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Open a dispute">
      <Stack gap="sm">
        {problem && <FormAlert kind="error">{problem}</FormAlert>}
        <TextInput
          label="Subject"
          description="In a few words: what went wrong?"
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
            Open the dispute
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
