import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Collapse,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ApplicationUser,
  formatPostalCodeInput,
  type PostApplicationUserInput,
  PostApplicationUserSchema,
  PROFILE_LIMITS,
  toDisplayPhone,
} from '@motorwise/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FirstNameInput, SurnameInput } from '@/components/account-fields';
import { FormAlert } from '@/components/form-alert';
import { PhoneInput } from '@/components/phone-input';
import { applyApiError } from '@/lib/form-errors';
import { postApplicationUser } from '../api/account-api';

export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;

type Address = NonNullable<PostApplicationUserInput['businessAddress']>;
const EMPTY_ADDRESS: Address = {
  streetNumber: '',
  streetName: '',
  suburb: '',
  city: '',
  province: '',
  country: 'South Africa',
  postalCode: '',
};
const ADDRESS_TEXT = ['streetNumber', 'streetName', 'suburb', 'city', 'province', 'postalCode'] as const;

const FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'businessName',
  'businessRegistrationNumber',
  'businessTaxNumber',
  ...ADDRESS_TEXT.map((f) => `businessAddress.${f}`),
] as const;

/**
 * What is sent: without business details the business fields are left out (spec step 4: non-business
 * users have business fields nulled); a business address with nothing typed in counts as none.
 */
export function profileBody(values: PostApplicationUserInput): PostApplicationUserInput {
  if (!values.isForBusiness) {
    return {
      ...values,
      isForBusiness: false,
      businessName: null,
      businessRegistrationNumber: null,
      businessTaxNumber: null,
      businessAddress: null,
    };
  }
  const address = values.businessAddress;
  const blank = !address || ADDRESS_TEXT.every((f) => !String(address[f] ?? '').trim());
  return { ...values, businessAddress: blank ? null : address };
}

/** The shared schema, applied to what will be sent. */
const resolver: Resolver<PostApplicationUserInput> = (values, context, options) =>
  zodResolver(PostApplicationUserSchema, undefined, { raw: true })(profileBody(values), context, options);

export function profileDefaults(user: ApplicationUser): PostApplicationUserInput {
  const a = user.businessAddress;
  return {
    id: user.id,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    // spec: stored with +27, shown as 0xx xxx xxxx.
    phoneNumber: user.phoneDisplay ?? toDisplayPhone(user.phone),
    // spec: the business flag is set if a business name exists.
    isForBusiness: Boolean(user.businessName),
    businessName: user.businessName ?? '',
    businessRegistrationNumber: user.businessRegistrationNumber ?? '',
    businessTaxNumber: user.businessTaxNumber ?? '',
    businessAddress: a
      ? {
          streetNumber: a.streetNumber ?? '',
          streetName: a.streetName ?? '',
          suburb: a.suburb ?? '',
          city: a.city ?? '',
          province: a.province ?? '',
          country: a.country || 'South Africa',
          postalCode: a.postalCode ?? '',
        }
      : { ...EMPTY_ADDRESS },
  };
}

export function ProfileForm({
  user,
  onSaved,
}: {
  user: ApplicationUser;
  onSaved: (user: ApplicationUser) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PostApplicationUserInput>({
    resolver,
    defaultValues: profileDefaults(user),
    mode: 'onTouched',
  });
  const isForBusiness = Boolean(watch('isForBusiness'));
  const addressErrors = errors.businessAddress;

  const onSubmit = async (values: PostApplicationUserInput) => {
    setFormError(null);
    try {
      const saved = await postApplicationUser(profileBody(values));
      reset(profileDefaults(saved));
      onSaved(saved);
      notifications.show({ color: 'teal', title: 'Details saved', message: 'Your details are up to date.' });
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Your details">
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Details not saved">
            {formError}
          </FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FirstNameInput error={errors.firstName?.message} {...register('firstName')} />
          <SurnameInput error={errors.lastName?.message} {...register('lastName')} />
          <TextInput
            label="Email"
            value={user.email}
            readOnly
            variant="filled"
            description="Your e-mail address is your sign-in name."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <PhoneInput
            label="Phone"
            withAsterisk
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </SimpleGrid>

        <Switch
          label="Capture business details"
          description="For tax invoices in your business's name."
          checked={isForBusiness}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setValue('isForBusiness', on, { shouldDirty: true });
          }}
        />
        <Collapse expanded={isForBusiness}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label="Business name"
                withAsterisk
                autoComplete="organization"
                maxLength={PROFILE_LIMITS.businessName}
                error={errors.businessName?.message}
                {...register('businessName')}
              />
              <TextInput
                label="Registration number"
                maxLength={PROFILE_LIMITS.businessRegistrationNumber}
                error={errors.businessRegistrationNumber?.message}
                {...register('businessRegistrationNumber')}
              />
              <TextInput
                label="VAT number"
                maxLength={PROFILE_LIMITS.businessTaxNumber}
                error={errors.businessTaxNumber?.message}
                {...register('businessTaxNumber')}
              />
            </SimpleGrid>
            <Title order={3} fz="sm" fw={600}>
              Business address
            </Title>
            <Text fz="xs" c="dimmed" mt={-10}>
              Optional. When you fill it in, all the fields are needed.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <TextInput
                label="Street number"
                maxLength={20}
                error={addressErrors?.streetNumber?.message}
                {...register('businessAddress.streetNumber')}
              />
              <TextInput
                label="Street name"
                maxLength={100}
                error={addressErrors?.streetName?.message}
                style={{ gridColumn: 'span 2' }}
                {...register('businessAddress.streetName')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Suburb"
                maxLength={100}
                error={addressErrors?.suburb?.message}
                {...register('businessAddress.suburb')}
              />
              <TextInput
                label="City"
                maxLength={100}
                error={addressErrors?.city?.message}
                {...register('businessAddress.city')}
              />
              <NativeSelect
                label="Province"
                data={[
                  { value: '', label: 'Choose a province' },
                  ...PROVINCES.map((p) => ({ value: p, label: p })),
                ]}
                error={addressErrors?.province?.message}
                {...register('businessAddress.province')}
              />
              <SimpleGrid cols={2} spacing="md">
                <TextInput
                  label="Postal code"
                  inputMode="numeric"
                  maxLength={4}
                  error={addressErrors?.postalCode?.message}
                  {...register('businessAddress.postalCode', {
                    onChange: (event) =>
                      setValue('businessAddress.postalCode', formatPostalCodeInput(event.target.value)),
                  })}
                />
                <TextInput
                  label="Country"
                  readOnly
                  variant="filled"
                  {...register('businessAddress.country')}
                />
              </SimpleGrid>
            </SimpleGrid>
          </Stack>
        </Collapse>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!isDirty}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
