import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  List,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type ApplicationUser,
  quoteRequestStep4Schema,
  SERVICE_REMINDER_MONTHS,
  toDisplayPhone,
  UI_LABELS,
  UI_MESSAGES,
} from '@motorwise/shared';
import { IconUserEdit } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PhoneInput } from '@/components/phone-input';
import { AddressCapture, type AddressValue } from '@/features/addresses';
import { type StepProps, stepResolver } from './step-context';
import { StepButtons } from './step-vehicle-details';

export interface Step4Values {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
  isForBusiness: boolean;
  businessName: string;
  businessRegistrationNumber: string;
  businessTaxNumber: string;
  businessAddress: Record<string, unknown> | null;
  serviceReminder: boolean;
  acceptTerms: boolean;
}

export const STEP4_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'phone',
  'businessName',
  'businessRegistrationNumber',
  'businessTaxNumber',
  'businessAddress',
  'acceptTerms',
] as const;

function addressText(address: unknown): string {
  if (!address || typeof address !== 'object') return '';
  const a = address as Record<string, unknown>;
  return ['streetNumber', 'streetName', 'suburb', 'city', 'province', 'postalCode']
    .map((k) => a[k])
    .filter((v) => typeof v === 'string' && v)
    .join(', ');
}

interface Step4Props extends StepProps<Step4Values> {
  /** A signed-in customer's profile: names, phone and business details prefilled, locked where filled. */
  profile?: ApplicationUser | null;
  submitting: boolean;
  /** The API's field messages, placed under their fields (set by the stepper after a refused submit). */
  registerSetError?: (setError: UseFormSetError<Step4Values>) => void;
  otherErrors: string[];
}

/**
 * spec step 4: contact details (guests type all and confirm the e-mail; signed-in users' filled details are
 * read-only, with 'Change user details'); organisation users see their organisation and branches; others
 * may capture business details; the service reminder (not for organisations) and the terms.
 */
export function StepPersonalDetails({
  ctx,
  values,
  onNext,
  onBack,
  onDraft,
  submitting,
  registerSetError,
  otherErrors,
  profile,
}: Step4Props) {
  const user = ctx.user;
  const savedBusinessAddress = profile?.businessAddress ?? null;
  const { control, register, handleSubmit, watch, setError, formState } = useForm<Step4Values>({
    resolver: stepResolver(
      quoteRequestStep4Schema({ isGuest: ctx.isGuest, isOrganisation: ctx.isOrganisation }),
    ),
    mode: 'onTouched',
    defaultValues: {
      firstName: values?.firstName ?? profile?.firstName ?? user?.firstName ?? '',
      lastName: values?.lastName ?? profile?.lastName ?? user?.lastName ?? '',
      email: values?.email ?? user?.email ?? '',
      confirmEmail: values?.confirmEmail ?? '',
      phone: values?.phone ?? toDisplayPhone(profile?.phone ?? user?.phone ?? ''),
      // spec: the business flag is set when the profile has a business name; its details are prefilled.
      isForBusiness: values?.isForBusiness ?? Boolean(profile?.businessName),
      businessName: values?.businessName ?? profile?.businessName ?? '',
      businessRegistrationNumber:
        values?.businessRegistrationNumber ?? profile?.businessRegistrationNumber ?? '',
      businessTaxNumber: values?.businessTaxNumber ?? profile?.businessTaxNumber ?? '',
      businessAddress: values?.businessAddress ?? (savedBusinessAddress as Record<string, unknown> | null),
      serviceReminder: values?.serviceReminder ?? false,
      acceptTerms: values?.acceptTerms ?? false,
    },
  });
  useEffect(() => registerSetError?.(setError), [registerSetError, setError]);
  const all = watch();
  const serialised = JSON.stringify(all);
  // biome-ignore lint/correctness/useExhaustiveDependencies: saved whenever the values change
  useEffect(() => onDraft(all), [serialised, onDraft]);

  // spec: a signed-in user's name, phone and e-mail are read-only when already filled.
  const lockedName = Boolean(profile?.firstName ?? user?.firstName);
  const lockedSurname = Boolean(profile?.lastName ?? user?.lastName);
  const lockedPhone = Boolean(profile?.phone ?? user?.phone);
  const errors = formState.errors;
  const organisation = user?.organization;
  const branchId = organisation?.authUser?.organizationBranchId;

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <Stack gap="md">
        {!ctx.isGuest && (
          <Button
            component={Link}
            to="/account"
            variant="light"
            w="fit-content"
            leftSection={<IconUserEdit size={16} aria-hidden="true" />}
          >
            {UI_LABELS.changeUserDetails}
          </Button>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            withAsterisk={ctx.isGuest}
            readOnly={lockedName}
            variant={lockedName ? 'filled' : 'default'}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Surname"
            withAsterisk={ctx.isGuest}
            readOnly={lockedSurname}
            variant={lockedSurname ? 'filled' : 'default'}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            readOnly={!ctx.isGuest}
            variant={ctx.isGuest ? 'default' : 'filled'}
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          {ctx.isGuest && (
            <TextInput
              label="Confirm email"
              type="email"
              withAsterisk
              autoComplete="off"
              error={errors.confirmEmail?.message}
              {...register('confirmEmail')}
            />
          )}
          <PhoneInput
            label="Phone"
            withAsterisk
            readOnly={lockedPhone}
            variant={lockedPhone ? 'filled' : 'default'}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </SimpleGrid>

        {ctx.isOrganisation && organisation ? (
          <Stack gap="xs">
            <Title order={3} fz="h5">
              Organisation
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Organisation name"
                value={organisation.name ?? ''}
                readOnly
                variant="filled"
              />
              <TextInput
                label="Registration number"
                value={organisation.registrationNumber ?? ''}
                readOnly
                variant="filled"
              />
              <TextInput label="Tax number" value={organisation.taxNumber ?? ''} readOnly variant="filled" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {organisation.organizationBranches.map((branch) => (
                <Card
                  key={branch.id}
                  withBorder
                  padding="sm"
                  radius="md"
                  style={
                    String(branch.id) === String(branchId)
                      ? { borderColor: 'var(--mantine-color-ember-5)' }
                      : undefined
                  }
                >
                  <Text fw={700}>{branch.branchName}</Text>
                  <Text fz="sm" c="dimmed">
                    {addressText(branch.address) || 'No address on record'}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Controller
              control={control}
              name="isForBusiness"
              render={({ field }) => (
                <Switch
                  label={UI_LABELS.captureBusinessDetails}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
            {all.isForBusiness && (
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <TextInput
                    label="Business name"
                    withAsterisk
                    error={errors.businessName?.message}
                    {...register('businessName')}
                  />
                  <TextInput
                    label="Registration number"
                    error={errors.businessRegistrationNumber?.message}
                    {...register('businessRegistrationNumber')}
                  />
                  <TextInput
                    label="VAT number"
                    error={errors.businessTaxNumber?.message}
                    {...register('businessTaxNumber')}
                  />
                </SimpleGrid>
                <Text fw={500} fz="sm">
                  Business address
                </Text>
                {savedBusinessAddress ? (
                  // spec: read-only when it is already on the profile.
                  <Text fz="sm">{addressText(savedBusinessAddress)}</Text>
                ) : (
                  <Controller
                    control={control}
                    name="businessAddress"
                    render={({ field, fieldState }) => (
                      <AddressCapture
                        id="business-address"
                        completeAddressRequired
                        value={(field.value as AddressValue | null) ?? null}
                        onChange={field.onChange}
                        error={fieldState.error ? UI_MESSAGES.searchAddressAbove : null}
                      />
                    )}
                  />
                )}
              </Stack>
            )}
          </Stack>
        )}

        {!ctx.isOrganisation && (
          <Controller
            control={control}
            name="serviceReminder"
            render={({ field }) => (
              <Checkbox
                label={`Remind me when my next service is due (in ${SERVICE_REMINDER_MONTHS} months)`}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <Checkbox
              label={
                <>
                  I accept the{' '}
                  <Anchor href="/terms" target="_blank" rel="noopener">
                    terms and conditions
                  </Anchor>
                </>
              }
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              error={fieldState.error?.message}
            />
          )}
        />

        {otherErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Please check your request">
            <List size="sm">
              {otherErrors.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        <StepButtons
          onBack={onBack}
          nextLabel="Submit"
          // Disabled while the last submit's field errors are unfixed. (formState.isValid read only after a
          // submit is never computed by react-hook-form, so a cancelled confirmation left Submit dead.)
          nextDisabled={submitting || !all.acceptTerms || Object.keys(errors).length > 0}
          // spec: Submit is disabled until the form is valid and the terms are accepted; it says which.
          nextHint={
            submitting
              ? null
              : Object.keys(errors).length > 0
                ? 'Correct the fields marked above to submit your request.'
                : 'Accept the terms and conditions to submit your request.'
          }
        />
      </Stack>
    </form>
  );
}
