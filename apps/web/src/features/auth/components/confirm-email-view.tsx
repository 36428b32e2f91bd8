import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH, type EmailOnly, EmailOnlySchema } from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { errorMessageOf } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { resendConfirmation, useConfirmEmail } from '../api/auth-api';

/**
 * /account/confirm-email/{params}: confirms on load (the {params} is the code), shows the result and leads
 * to the sign-in page. The code works once, so the call runs once per code (a query, not an effect that
 * React may run twice).
 */
export function ConfirmEmailView({ code }: { code: string | null }) {
  const confirmation = useConfirmEmail(code);

  if (!code) {
    return (
      <Stack gap="md">
        <FormAlert kind="warning" title="This link is not complete">
          Open the link from your confirmation e-mail again, or ask for a new one below.
        </FormAlert>
        <ResendConfirmationForm />
      </Stack>
    );
  }
  if (confirmation.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-label="Confirming your e-mail address" />
          <Text c="dimmed" fz="sm">
            Confirming your e-mail address…
          </Text>
        </Stack>
      </Center>
    );
  }
  if (confirmation.isError) {
    const error = confirmation.error;
    return (
      <Stack gap="md">
        <FormAlert kind="error" title="E-mail address not confirmed">
          {errorMessageOf(error)}
        </FormAlert>
        <Text fz="sm" c="dimmed">
          Already confirmed? Then you can simply log in.
        </Text>
        <ResendConfirmationForm />
        <Group justify="flex-end">
          <Button component={Link} to="/account/login" variant="default">
            Go to log in
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <FormAlert kind="success" title="E-mail address confirmed">
        {confirmation.data.message}
      </FormAlert>
      <Group justify="flex-end">
        <Button component={Link} to="/account/login">
          Log in
        </Button>
      </Group>
    </Stack>
  );
}

function ResendConfirmationForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnly>({
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  return (
    <form
      aria-label="Resend confirmation e-mail"
      noValidate
      onSubmit={handleSubmit(async (values) => {
        setFormError(null);
        try {
          setSent((await resendConfirmation(values)).message);
        } catch (error) {
          setFormError(applyApiError(error, setError, ['email']));
        }
      })}
    >
      <Stack gap="sm">
        {sent && <FormAlert kind="success">{sent}</FormAlert>}
        {formError && <FormAlert kind="error">{formError}</FormAlert>}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            error={errors.email?.message}
            style={{ flex: '1 1 220px' }}
            {...register('email')}
          />
          <Button type="submit" variant="light" loading={isSubmitting}>
            Send a new link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
