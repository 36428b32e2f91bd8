import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH, type RegisterInput, RegisterSchema } from '@motorwise/shared';
import { IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ConfirmPasswordInput,
  FirstNameInput,
  NewPasswordInput,
  SurnameInput,
} from '@/components/account-fields';
import { FormAlert } from '@/components/form-alert';
import { PhoneInput } from '@/components/phone-input';
import { errorMessageOf } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { register as registerAccount, resendConfirmation } from '../api/auth-api';
import { TermsLabel } from './login-form';
import { withReturnUrl } from './return-url';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'phoneNumber',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;

const EMPTY: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * Registration. The resolver is the API's own schema (@motorwise/shared RegisterSchema), so the messages
 * are the spec's and the server's. The raw values go to the API, which applies the schema again (it turns
 * the phone into the stored +27 form itself).
 */
export function RegisterForm({ returnUrl }: { returnUrl: string | null }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(RegisterSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  if (done) return <CheckInbox email={done.email} message={done.message} returnUrl={returnUrl} />;

  const onSubmit = async (values: RegisterInput) => {
    setFormError(null);
    try {
      const answer = await registerAccount(values);
      setDone({ email: values.email.trim(), message: answer.message });
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Create your account">
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Account not created">
            {formError}
          </FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FirstNameInput error={errors.firstName?.message} {...register('firstName')} />
          <SurnameInput error={errors.lastName?.message} {...register('lastName')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Confirm email"
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            error={errors.confirmEmail?.message}
            {...register('confirmEmail')}
          />
        </SimpleGrid>
        <PhoneInput
          label="Phone (optional)"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NewPasswordInput label="Password" error={errors.password?.message} {...register('password')} />
          <ConfirmPasswordInput error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        </SimpleGrid>
        <Checkbox label={<TermsLabel />} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
        <Group justify="space-between" align="center" gap="sm">
          <Text fz="sm">
            Already registered?{' '}
            <Anchor component={Link} to={withReturnUrl('/account/login', returnUrl)} fw={600} inherit>
              Log in
            </Anchor>
          </Text>
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            Create account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** After registering: the mail is on its way; a new one can be asked for. */
export function CheckInbox({
  email,
  message,
  returnUrl,
}: {
  email: string;
  message: string;
  returnUrl: string | null;
}) {
  const [resent, setResent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap="md">
      <FormAlert kind="success" title="Check your inbox">
        {message}
      </FormAlert>
      <Text fz="sm" c="dimmed">
        Open the link in the e-mail to confirm your address, then log in. The link works for 48 hours. Nothing
        arrived after a few minutes? Check your spam folder, or ask for a new link.
      </Text>
      {resent && <FormAlert kind="info">{resent}</FormAlert>}
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconMailForward size={18} aria-hidden="true" />}
          onClick={async () => {
            setBusy(true);
            try {
              setResent((await resendConfirmation({ email })).message);
            } catch (error) {
              setResent(errorMessageOf(error));
            } finally {
              setBusy(false);
            }
          }}
        >
          Resend confirmation e-mail
        </Button>
        <Button component={Link} to={withReturnUrl('/account/login', returnUrl)}>
          Go to log in
        </Button>
      </Group>
    </Stack>
  );
}
