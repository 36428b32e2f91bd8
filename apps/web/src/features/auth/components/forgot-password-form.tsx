import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH, type ForgotPassword, ForgotPasswordSchema } from '@motorwise/shared';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { forgotPassword } from '../api/auth-api';
import { withReturnUrl } from './return-url';

/**
 * GET forgotpassword?username=. The answer is the same whether or not the address has an account (it
 * must not tell), so the page shows it as is. Also the way to a first password (login result 3).
 */
export function ForgotPasswordForm({
  returnUrl,
  defaultEmail = '',
}: {
  returnUrl: string | null;
  defaultEmail?: string;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPassword>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { username: defaultEmail },
    mode: 'onTouched',
  });

  const onSubmit = async (values: ForgotPassword) => {
    setFormError(null);
    try {
      setSent((await forgotPassword(values.username)).message);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['username']));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Forgot password">
      <Stack gap="md">
        {sent && (
          <FormAlert kind="success" title="Check your inbox">
            {sent}
          </FormAlert>
        )}
        {formError && <FormAlert kind="error">{formError}</FormAlert>}
        <Text fz="sm" c="dimmed">
          Enter the e-mail address you use for Motorwise. We will send you a link to choose a new password; it
          works for 60 minutes.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          withAsterisk
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.username?.message}
          {...register('username')}
        />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={withReturnUrl('/account/login', returnUrl)} fz="sm">
            Back to log in
          </Anchor>
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconMailForward size={18} aria-hidden="true" />}
          >
            {sent ? 'Send again' : 'Send reset link'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
