import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Avatar,
  Button,
  Collapse,
  FileButton,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addVat,
  BANK_ACCOUNT_TYPES,
  DEFAULT_VAT_PERCENT,
  formatRand,
  GUARANTEE_LIMITS,
  messages,
  randToCents,
  toDisplayPhone,
  type UpdateWorkshopProfileInput,
  UpdateWorkshopProfileSchema,
  WORKSHOP_PROFILE_LIMITS,
  type WorkshopProfile,
} from '@motorwise/shared';
import { IconDeviceFloppy, IconPhotoUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { MoneyInput } from '@/components/money-input';
import { PhoneInput } from '@/components/phone-input';
import { SectionPanel } from '@/components/section-panel';
import { AddressCapture, type AddressValue, addressInputOf, addressValueOf } from '@/features/addresses';
import { isApiError } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useSaveWorkshopProfile, useUploadWorkshopLogo } from '../api/profile-api';

type Values = UpdateWorkshopProfileInput;

const resolver: Resolver<Values> = zodResolver(UpdateWorkshopProfileSchema, undefined, {
  raw: true,
}) as Resolver<Values>;

/** What a workshop starts from when it states a guarantee: the usual 12 months / 20 000 km (decision 076). */
const USUAL_GUARANTEE = {
  partsMonths: 12,
  partsKm: 20_000,
  labourMonths: 12,
  labourKm: 20_000,
  terms: '',
};

const EMPTY_BANK = {
  bankName: '',
  accountHolder: '',
  accountNumber: '',
  branchCode: '',
  accountType: 'Business',
} as const;

/** The profile as the form edits it (phones shown as 0xx xxx xxxx, empty texts as ''). */
export function profileDefaults(p: WorkshopProfile): Values {
  const a = p.address;
  return {
    name: p.name,
    description: p.description ?? '',
    openingHours: p.openingHours ?? '',
    workshopContact: {
      name: p.workshopContact.name ?? '',
      email: p.workshopContact.email ?? '',
      phone: p.workshopContact.phone ? toDisplayPhone(p.workshopContact.phone) : '',
    },
    registrationNumber: p.registrationNumber ?? '',
    isVatRegistered: p.isVatRegistered,
    taxNumber: p.taxNumber ?? '',
    address: {
      streetNumber: a.streetNumber ?? '',
      streetName: a.streetName ?? '',
      suburb: a.suburb ?? '',
      town: a.town ?? '',
      city: a.city ?? '',
      province: a.province ?? '',
      country: a.country || 'South Africa',
      postalCode: a.postalCode ?? '',
      lat: a.lat,
      lng: a.lng,
    },
    labourRateExcl: p.labourRateExcl,
    jobTurnaroundDays: p.jobTurnaroundDays,
    workshopCertifications: p.workshopCertifications.map((c) => ({
      name: c.name,
      issuer: c.issuer,
      number: c.number ?? '',
      validUntil: c.validUntil ?? '',
    })),
    guarantee: p.guarantee,
    hasPayfastAccount: p.hasPayfastAccount,
    payfastMerchantId: p.payfastMerchantId ?? '',
    paystackSubaccountId: p.paystackSubaccountId ?? '',
    bankAccount: p.bankAccount
      ? {
          ...p.bankAccount,
          accountType: (BANK_ACCOUNT_TYPES as readonly string[]).includes(p.bankAccount.accountType)
            ? (p.bankAccount.accountType as (typeof BANK_ACCOUNT_TYPES)[number])
            : 'Business',
        }
      : null,
  };
}

const FIELDS = [
  'name',
  'description',
  'openingHours',
  'workshopContact.name',
  'workshopContact.email',
  'workshopContact.phone',
  'registrationNumber',
  'taxNumber',
  'labourRateExcl',
  'jobTurnaroundDays',
  'guarantee.partsMonths',
  'guarantee.partsKm',
  'guarantee.labourMonths',
  'guarantee.labourKm',
  'guarantee.terms',
  'payfastMerchantId',
  'paystackSubaccountId',
  'bankAccount.bankName',
  'bankAccount.accountHolder',
  'bankAccount.accountNumber',
  'bankAccount.branchCode',
  'bankAccount.accountType',
] as const;

function LogoPanel({ profile, uploadLogo }: { profile: WorkshopProfile; uploadLogo?: UploadLogo }) {
  const own = useUploadWorkshopLogo();
  const upload = useMutation({ mutationFn: uploadLogo ?? ((file: File) => own.mutateAsync(file)) });
  const problem = upload.error
    ? isApiError(upload.error)
      ? (upload.error.errors?.logo?.[0] ?? upload.error.message)
      : 'The logo could not be uploaded.'
    : null;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={profile.logoUrl}
        alt={profile.logoUrl ? `${profile.name} logo` : undefined}
        size={88}
        radius="md"
        color="navy"
      >
        {profile.name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
              loading={upload.isPending}
            >
              {profile.logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          PNG, JPEG or WebP, up to {WORKSHOP_PROFILE_LIMITS.logoMaxKb / 1000} MB. Customers see it beside your
          quotes.
        </Text>
        {problem && (
          <Text fz="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

type SaveProfile = (values: Values) => Promise<WorkshopProfile>;
type UploadLogo = (file: File) => Promise<WorkshopProfile>;

/**
 * The workshop's profile: who it is, where, what it charges, and where its money goes. The admin edits any
 * workshop's with the same form, saving and uploading through its own calls (`save`, `uploadLogo`).
 */
export function WorkshopProfileForm({
  profile,
  save: saveWith,
  uploadLogo,
}: {
  profile: WorkshopProfile;
  save?: SaveProfile;
  uploadLogo?: UploadLogo;
}) {
  const own = useSaveWorkshopProfile();
  const save = useMutation({ mutationFn: saveWith ?? ((values: Values) => own.mutateAsync(values)) });
  const [formError, setFormError] = useState<string | null>(null);
  const [place, setPlace] = useState<AddressValue | null>(() => addressValueOf(profile.address));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty, isSubmitted },
  } = useForm<Values>({ resolver, defaultValues: profileDefaults(profile), mode: 'onTouched' });
  const certifications = useFieldArray({ control, name: 'workshopCertifications' });
  const isVatRegistered = watch('isVatRegistered');
  const hasPayfast = watch('hasPayfastAccount');
  const bank = watch('bankAccount');
  const labourRate = watch('labourRateExcl');
  const guarantee = watch('guarantee');

  const a = errors.address;
  const addressError =
    a?.message ??
    [a?.streetNumber, a?.streetName, a?.suburb, a?.city, a?.province, a?.postalCode].find(Boolean)?.message ??
    null;

  const onSubmit = async (values: Values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values);
      reset(profileDefaults(saved));
      notifications.show({
        color: 'teal',
        title: 'Profile saved',
        message: 'Customers see your new details.',
      });
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  const labourIncl =
    typeof labourRate === 'number' &&
    Number.isFinite(labourRate) &&
    labourRate >= 0 &&
    // Whatever is typed is shown with VAT only once it is a rate the schema accepts (no overflow).
    labourRate <= WORKSHOP_PROFILE_LIMITS.labourRateMaxRand
      ? formatRand(addVat(randToCents(labourRate), DEFAULT_VAT_PERCENT))
      : null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Workshop profile">
      <Stack gap="lg">
        {formError && (
          <FormAlert kind="error" title="Profile not saved">
            {formError}
          </FormAlert>
        )}
        <SectionPanel labelledBy="profile-workshop">
          <Stack gap="md">
            <Title order={2} fz="h4" id="profile-workshop">
              Workshop
            </Title>
            <LogoPanel profile={profile} uploadLogo={uploadLogo} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Workshop name"
                withAsterisk
                error={errors.name?.message}
                {...register('name')}
              />
              <TextInput
                label="Opening hours"
                placeholder="Mon-Fri 07:30-17:00, Sat 08:00-12:00"
                error={errors.openingHours?.message}
                {...register('openingHours')}
              />
            </SimpleGrid>
            <Textarea
              label="About the workshop"
              autosize
              minRows={2}
              error={errors.description?.message}
              {...register('description')}
            />
          </Stack>
        </SectionPanel>

        <SectionPanel labelledBy="profile-contact">
          <Stack gap="md">
            <Title order={2} fz="h4" id="profile-contact">
              Contact
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label="Contact person"
                withAsterisk
                error={errors.workshopContact?.name?.message}
                {...register('workshopContact.name')}
              />
              <TextInput
                label="Contact email"
                type="email"
                withAsterisk
                error={errors.workshopContact?.email?.message}
                {...register('workshopContact.email')}
              />
              <PhoneInput
                label="Contact phone"
                withAsterisk
                error={errors.workshopContact?.phone?.message}
                {...register('workshopContact.phone')}
              />
            </SimpleGrid>
          </Stack>
        </SectionPanel>

        <SectionPanel labelledBy="profile-address">
          <Stack gap="md">
            <Title order={2} fz="h4" id="profile-address">
              Address
            </Title>
            <Text fz="sm" c="dimmed">
              Customers find you on the map and see their distance and drive time from this address.
            </Text>
            <AddressCapture
              id="workshop-address"
              completeAddressRequired
              value={place}
              error={addressError ? 'Please search for the workshop’s full address.' : null}
              onChange={(value) => {
                setPlace(value);
                if (!value) return;
                // The street is typed after the suburb is chosen: its fields say what is missing once Save is tried.
                setValue('address', addressInputOf(value), {
                  shouldDirty: true,
                  shouldValidate: isSubmitted,
                });
              }}
            />
          </Stack>
        </SectionPanel>

        <SectionPanel labelledBy="profile-rates">
          <Stack gap="md">
            <Title order={2} fz="h4" id="profile-rates">
              Rates and tax
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="labourRateExcl"
                render={({ field }) => (
                  <MoneyInput
                    label="Labour rate per hour (excl. VAT)"
                    ref={field.ref}
                    invalidMessage={messages.numeric('Labour rate')}
                    description={
                      labourIncl ? `${labourIncl} incl. VAT` : 'Prefills labour lines on your quotes.'
                    }
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.labourRateExcl?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="jobTurnaroundDays"
                render={({ field }) => (
                  <NumberInput
                    label="Usual job turnaround (working days)"
                    min={1}
                    max={WORKSHOP_PROFILE_LIMITS.turnaroundMaxDays}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                    onBlur={field.onBlur}
                    error={errors.jobTurnaroundDays?.message}
                  />
                )}
              />
              <TextInput
                label="Company registration number"
                error={errors.registrationNumber?.message}
                {...register('registrationNumber')}
              />
              <Stack gap={6}>
                <Switch
                  label="VAT registered"
                  description={`Quotes and invoices add VAT at ${DEFAULT_VAT_PERCENT}%.`}
                  checked={Boolean(isVatRegistered)}
                  onChange={(event) =>
                    setValue('isVatRegistered', event.currentTarget.checked, {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                />
              </Stack>
              <TextInput
                label="VAT number"
                withAsterisk={Boolean(isVatRegistered)}
                maxLength={10}
                inputMode="numeric"
                error={errors.taxNumber?.message}
                {...register('taxNumber', { deps: ['isVatRegistered'] })}
              />
            </SimpleGrid>
          </Stack>
        </SectionPanel>

        <SectionPanel labelledBy="profile-guarantee">
          <Stack gap="md">
            <Title order={2} fz="h4" id="profile-guarantee">
              Workmanship guarantee
            </Title>
            <Text fz="sm" c="dimmed">
              Shown on your quotes, bookings and invoices. A quote keeps the guarantee it was sent with, so a
              change here applies to quotes you send from now on.
            </Text>
            <Switch
              label="We guarantee our work"
              checked={guarantee !== null && guarantee !== undefined}
              onChange={(event) =>
                setValue('guarantee', event.currentTarget.checked ? { ...USUAL_GUARANTEE } : null, {
                  shouldDirty: true,
                })
              }
            />
            {guarantee && (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {(
                    [
                      ['guarantee.partsMonths', 'Parts: months', 'months'],
                      ['guarantee.partsKm', 'Parts: kilometres', 'km'],
                      ['guarantee.labourMonths', 'Labour: months', 'months'],
                      ['guarantee.labourKm', 'Labour: kilometres', 'km'],
                    ] as const
                  ).map(([name, label, unit]) => (
                    <Controller
                      key={name}
                      control={control}
                      name={name}
                      render={({ field, fieldState }) => (
                        <NumberInput
                          label={label}
                          description={
                            unit === 'km' ? 'Empty: no kilometre limit' : '0 for no guarantee on this'
                          }
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                          min={0}
                          allowDecimal={false}
                          allowNegative={false}
                          thousandSeparator={unit === 'km' ? ' ' : undefined}
                          value={field.value ?? ''}
                          onChange={(v) =>
                            field.onChange(typeof v === 'number' ? v : unit === 'km' ? null : v)
                          }
                          onBlur={field.onBlur}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
                <Textarea
                  label="Terms"
                  description="What is covered and how to claim, in a sentence or two"
                  autosize
                  minRows={2}
                  maxLength={GUARANTEE_LIMITS.terms}
                  error={errors.guarantee?.terms?.message}
                  {...register('guarantee.terms')}
                />
              </>
            )}
          </Stack>
        </SectionPanel>

        <SectionPanel labelledBy="profile-certifications">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} fz="h4" id="profile-certifications">
                Certifications
              </Title>
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                disabled={certifications.fields.length >= WORKSHOP_PROFILE_LIMITS.certifications}
                onClick={() => certifications.append({ name: '', issuer: '', number: '', validUntil: '' })}
              >
                Add certification
              </Button>
            </Group>
            {certifications.fields.length === 0 && (
              <Text fz="sm" c="dimmed">
                No certifications yet. Accreditations (RMI, MIWA, manufacturer approvals) show on your quotes.
              </Text>
            )}
            {certifications.fields.map((field, index) => {
              const e = errors.workshopCertifications?.[index];
              return (
                <Group key={field.id} align="flex-start" gap="sm" wrap="nowrap">
                  <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm" style={{ flex: 1 }}>
                    <TextInput
                      label="Certification"
                      withAsterisk
                      error={e?.name?.message}
                      {...register(`workshopCertifications.${index}.name`)}
                    />
                    <TextInput
                      label="Issued by"
                      withAsterisk
                      error={e?.issuer?.message}
                      {...register(`workshopCertifications.${index}.issuer`)}
                    />
                    <TextInput
                      label="Certificate number"
                      error={e?.number?.message}
                      {...register(`workshopCertifications.${index}.number`)}
                    />
                    <TextInput
                      label="Valid until"
                      type="date"
                      error={e?.validUntil?.message}
                      {...register(`workshopCertifications.${index}.validUntil`)}
                    />
                  </SimpleGrid>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={`Remove certification ${index + 1}`}
                    onClick={() => certifications.remove(index)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        </SectionPanel>

        <SectionPanel labelledBy="profile-payments">
          <Stack gap="md">
            <Title order={2} fz="h4" id="profile-payments">
              Getting paid
            </Title>
            <Text fz="sm" c="dimmed">
              Customers pay online; the payment goes to your gateway account, or to your bank account.
            </Text>
            <Switch
              label="PayFast account"
              checked={Boolean(hasPayfast)}
              onChange={(event) =>
                setValue('hasPayfastAccount', event.currentTarget.checked, { shouldDirty: true })
              }
            />
            <Collapse expanded={Boolean(hasPayfast)}>
              <TextInput
                label="PayFast merchant ID"
                withAsterisk
                inputMode="numeric"
                error={errors.payfastMerchantId?.message}
                {...register('payfastMerchantId')}
              />
            </Collapse>
            <TextInput
              label="Paystack subaccount"
              placeholder="ACCT_xxxxxxxx"
              error={errors.paystackSubaccountId?.message}
              {...register('paystackSubaccountId')}
            />
            <Switch
              label="Bank account for payouts"
              checked={bank !== null && bank !== undefined}
              onChange={(event) =>
                setValue('bankAccount', event.currentTarget.checked ? { ...EMPTY_BANK } : null, {
                  shouldDirty: true,
                })
              }
            />
            {bank && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label="Bank"
                  withAsterisk
                  error={errors.bankAccount?.bankName?.message}
                  {...register('bankAccount.bankName')}
                />
                <TextInput
                  label="Account holder"
                  withAsterisk
                  error={errors.bankAccount?.accountHolder?.message}
                  {...register('bankAccount.accountHolder')}
                />
                <TextInput
                  label="Account number"
                  withAsterisk
                  inputMode="numeric"
                  error={errors.bankAccount?.accountNumber?.message}
                  {...register('bankAccount.accountNumber')}
                />
                <TextInput
                  label="Branch code"
                  withAsterisk
                  inputMode="numeric"
                  maxLength={6}
                  error={errors.bankAccount?.branchCode?.message}
                  {...register('bankAccount.branchCode')}
                />
                <NativeSelect
                  label="Account type"
                  data={[...BANK_ACCOUNT_TYPES]}
                  error={errors.bankAccount?.accountType?.message}
                  {...register('bankAccount.accountType')}
                />
              </SimpleGrid>
            )}
          </Stack>
        </SectionPanel>

        <Group justify="flex-end">
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!isDirty}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
