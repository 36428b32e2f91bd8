import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';

/**
 * A form of one text field sent to the API (a review's reply, the reason a review is hidden): validated by
 * the shared schema, the API's 400 put on the field, any other refusal said above it.
 */
export function TextNoteForm<K extends string>({
  schema,
  field,
  label,
  description,
  submitLabel,
  errorTitle,
  ariaLabel,
  color,
  onSubmit,
}: {
  schema: z.ZodType<Record<K, string>, Record<K, string>>;
  field: K;
  label: string;
  description: string;
  submitLabel: string;
  errorTitle: string;
  ariaLabel: string;
  color?: string;
  onSubmit: (value: string) => Promise<unknown>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, string>>({
    resolver: zodResolver(schema as z.ZodType<Record<string, string>, Record<string, string>>),
    defaultValues: { [field]: '' },
  });
  const submit = async (values: Record<string, string>) => {
    setFormError(null);
    try {
      await onSubmit(values[field] ?? '');
    } catch (error) {
      setFormError(applyApiError(error, setError, [field]));
    }
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={ariaLabel}>
      <Stack gap="xs" mt="sm">
        {formError && (
          <FormAlert kind="error" title={errorTitle}>
            {formError}
          </FormAlert>
        )}
        <Textarea
          label={label}
          description={description}
          autosize
          minRows={2}
          error={errors[field]?.message}
          {...register(field)}
        />
        <Group>
          <Button type="submit" color={color} variant={color ? 'light' : 'filled'} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
