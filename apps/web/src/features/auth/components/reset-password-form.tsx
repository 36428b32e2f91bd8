import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ForgotPasswordConfirmInput, ForgotPasswordConfirmSchema } from '@motorwise/shared';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ConfirmPasswordInput, NewPasswordInput } from '@/components/account-fields';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { forgotPasswordConfirm } from '../api/auth-api';

/** /account/forgot-password-confirm/{email}/{code}: a new password with its confirmation. */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordConfirmInput>({
    resolver: zodResolver(ForgotPasswordConfirmSchema, undefined, { raw: true }),
    defaultValues: { email, code, password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  if (done) {
    return (
      <Stack gap="md">
        <FormAlert kind="success" title="Password changed">
          {done}
        </FormAlert>
        <Group justify="flex-end">
          <Button component={Link} to={`/account/login?email=${encodeURIComponent(email)}`}>
            Log in
          </Button>
        </Group>
      </Stack>
    );
  }

  const onSubmit = async (values: ForgotPasswordConfirmInput) => {
    setFormError(null);
    try {
      setDone((await forgotPasswordConfirm(values)).message);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['password', 'confirmPassword']));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Password not changed">
            <Stack gap={4}>
              <Text fz="sm">{formError}</Text>
              <Anchor
                component={Link}
                to={`/account/forgot-password?username=${encodeURIComponent(email)}`}
                fz="sm"
              >
                Ask for a new link
              </Anchor>
            </Stack>
          </FormAlert>
        )}
        <TextInput label="Email" value={email} readOnly variant="filled" autoComplete="username" />
        <NewPasswordInput error={errors.password?.message} {...register('password')} />
        <ConfirmPasswordInput error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconKey size={18} aria-hidden="true" />}>
            Save new password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
