import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import {
  type AddPasswordInput,
  AddPasswordSchema,
  type ChangePasswordInput,
  ChangePasswordSchema,
  PASSWORD_MAX_LENGTH,
} from '@motorwise/shared';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmPasswordInput, NewPasswordInput } from '@/components/account-fields';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { storeTokens } from '@/lib/session';
import { addPassword, changePassword } from '../api/account-api';

const EMPTY_CHANGE: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (the server signs out every other device and answers with a fresh session for this one),
 * or add a first password for an account made by invite or Google.
 */
export function PasswordForm({ hasPassword, onAdded }: { hasPassword: boolean; onAdded: () => void }) {
  return hasPassword ? <ChangePasswordForm /> : <AddPasswordForm onAdded={onAdded} />;
}

function ChangePasswordForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema, undefined, { raw: true }),
    defaultValues: EMPTY_CHANGE,
    mode: 'onTouched',
  });

  const onSubmit = async (values: ChangePasswordInput) => {
    setFormError(null);
    setDone(null);
    try {
      const answer = await changePassword(values);
      storeTokens(answer.tokens);
      reset(EMPTY_CHANGE);
      setDone(answer.message);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['currentPassword', 'newPassword', 'confirmPassword']));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change password">
      <Stack gap="md">
        {done && <FormAlert kind="success">{done}</FormAlert>}
        {formError && <FormAlert kind="error">{formError}</FormAlert>}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordInput error={errors.newPassword?.message} {...register('newPassword')} />
        <ConfirmPasswordInput error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="dimmed" maw={320}>
            Changing your password signs you out on your other devices.
          </Text>
          <Button type="submit" loading={isSubmitting} leftSection={<IconKey size={18} aria-hidden="true" />}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddPasswordForm({ onAdded }: { onAdded: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddPasswordInput>({
    resolver: zodResolver(AddPasswordSchema, undefined, { raw: true }),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  return (
    <form
      noValidate
      aria-label="Add a password"
      onSubmit={handleSubmit(async (values) => {
        setFormError(null);
        try {
          await addPassword(values);
          onAdded();
        } catch (error) {
          setFormError(applyApiError(error, setError, ['newPassword', 'confirmPassword']));
        }
      })}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Your account has no password yet (you joined with an invite or with Google). Add one to sign in with
          your e-mail address too.
        </Text>
        {formError && <FormAlert kind="error">{formError}</FormAlert>}
        <NewPasswordInput error={errors.newPassword?.message} {...register('newPassword')} />
        <ConfirmPasswordInput error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Add password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
