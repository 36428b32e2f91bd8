import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, FileInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type ApplyWorkshop,
  type ApplyWorkshopInput,
  ApplyWorkshopSchema,
  EMAIL_MAX_LENGTH,
  QUOTE_KINDS,
  QUOTE_TYPES,
  REQUEST_TYPE_OF_KIND,
  WORKSHOP_APPLICATIONS_LIMITS,
} from '@motorwise/shared';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { PhoneInput } from '@/components/phone-input';
import { AddressCapture, type AddressValue, addressInputOf } from '@/features/addresses';
import { BotCheck, type BotCheckHandle } from '@/features/contact';
import { applyApiError } from '@/lib/form-errors';
import { applyAsWorkshop, useServedRegions } from '../api/workshop-applications-api';
import { quoteTypeLabel } from './labels';

const resolver = zodResolver(ApplyWorkshopSchema) as Resolver<ApplyWorkshopInput, unknown, ApplyWorkshop>;

const EMPTY: ApplyWorkshopInput = {
  tradingName: '',
  registeredName: '',
  registrationNumber: '',
  vatNumber: '',
  address: null,
  services: [],
  quoteTypes: [],
  regionIds: [],
  contactName: '',
  contactEmail: '',
  contactPhone: '',
};

const FIELDS = [
  'tradingName',
  'registeredName',
  'registrationNumber',
  'vatNumber',
  'address',
  'services',
  'quoteTypes',
  'regionIds',
  'contactName',
  'contactEmail',
  'contactPhone',
] as const;

export const BOT_CHECK_FAILED = 'We could not confirm you are human. Please try again.';

/**
 * "Become a partner" (issue 22 item 2): a workshop applies with its business details, address (the shared
 * address capture), VAT number, what it offers, where, who to talk to, and its documents. The form checks
 * with the API's own schema, so both say the same thing; the API checks the documents by content.
 */
export function ApplyForm() {
  const botCheck = useRef<BotCheckHandle>(null);
  const regions = useServedRegions();
  const [place, setPlace] = useState<AddressValue | null>(null);
  const [documents, setDocuments] = useState<File[]>([]);
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ApplyWorkshopInput, unknown, ApplyWorkshop>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const a = errors.address;
  const addressError =
    a?.message ??
    [a?.streetNumber, a?.streetName, a?.suburb, a?.city, a?.province, a?.postalCode].find(Boolean)?.message ??
    null;

  const onSubmit = async ({ altcha: _, ...values }: ApplyWorkshop) => {
    setFormError(null);
    setDocumentsError(null);
    if (documents.length === 0) {
      setDocumentsError('Please attach at least one document (your company registration, for example).');
      return;
    }
    const payload = await botCheck.current?.getPayload();
    if (!payload) {
      setFormError(BOT_CHECK_FAILED);
      return;
    }
    try {
      // The phone as typed: the API reads it with the same schema and adds the +27 itself, so the
      // resolver's stored form ('+27...') would be refused there as not a phone number.
      const answer = await applyAsWorkshop(
        { ...values, contactPhone: getValues('contactPhone') },
        documents,
        payload,
      );
      setReceived(answer.message);
    } catch (error) {
      const unplaced = applyApiError(error, setError, FIELDS);
      const files = (error as { errors?: Record<string, string[]> }).errors;
      const fileProblem =
        files && Object.entries(files).find(([key]) => key.startsWith('documentFiles'))?.[1]?.[0];
      if (fileProblem) setDocumentsError(fileProblem);
      setFormError(fileProblem && unplaced === fileProblem ? null : unplaced);
    } finally {
      botCheck.current?.reset();
    }
  };

  if (received)
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden="true" />}
        title="Application sent"
        role="status"
      >
        {received}
      </Alert>
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Partner application">
      <Stack gap="lg">
        {formError && (
          <FormAlert kind="error" title="Application not sent">
            {formError}
          </FormAlert>
        )}
        <Title order={2} fz="h4">
          Your business
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Trading name"
            withAsterisk
            maxLength={WORKSHOP_APPLICATIONS_LIMITS.tradingName}
            error={errors.tradingName?.message}
            {...register('tradingName')}
          />
          <TextInput
            label="Registered name"
            withAsterisk
            maxLength={WORKSHOP_APPLICATIONS_LIMITS.registeredName}
            error={errors.registeredName?.message}
            {...register('registeredName')}
          />
          <TextInput
            label="Registration number"
            description="As on your CIPC certificate, e.g. 2015/123456/07"
            withAsterisk
            maxLength={WORKSHOP_APPLICATIONS_LIMITS.registrationNumber}
            error={errors.registrationNumber?.message}
            {...register('registrationNumber')}
          />
          <TextInput
            label="VAT number"
            description="Leave empty if you are not VAT registered"
            inputMode="numeric"
            maxLength={12}
            error={errors.vatNumber?.message}
            {...register('vatNumber')}
          />
        </SimpleGrid>

        <Title order={2} fz="h4">
          Where you are
        </Title>
        <AddressCapture
          value={place}
          onChange={(value) => {
            setPlace(value);
            setValue('address', value ? addressInputOf(value) : null, {
              shouldValidate: Boolean(errors.address),
            });
          }}
          completeAddressRequired
          error={addressError}
        />

        <Title order={2} fz="h4">
          What you offer
        </Title>
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <Checkbox.Group
              label="Services"
              withAsterisk
              value={field.value as string[]}
              onChange={field.onChange}
              error={errors.services?.message}
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
                {QUOTE_KINDS.map((kind) => (
                  <Checkbox key={kind} value={kind} label={REQUEST_TYPE_OF_KIND[kind]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="quoteTypes"
          render={({ field }) => (
            <Checkbox.Group
              label="Quote types"
              withAsterisk
              value={field.value as string[]}
              onChange={field.onChange}
              error={
                errors.quoteTypes?.message ??
                (errors.quoteTypes as { [k: number]: { message?: string } })?.[0]?.message
              }
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
                {QUOTE_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={quoteTypeLabel(type)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="regionIds"
          render={({ field }) => (
            <Checkbox.Group
              label="Regions you serve"
              withAsterisk
              value={field.value as string[]}
              onChange={field.onChange}
              error={errors.regionIds?.message}
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
                {(regions.data ?? []).map((r) => (
                  <Checkbox key={r.id} value={r.id} label={`${r.name} (${r.province})`} />
                ))}
              </SimpleGrid>
              {regions.isError && (
                <Text fz="sm" c="red.8">
                  The regions could not be loaded. Please reload the page.
                </Text>
              )}
            </Checkbox.Group>
          )}
        />

        <Title order={2} fz="h4">
          Who we talk to
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Contact person"
            autoComplete="name"
            withAsterisk
            maxLength={120}
            error={errors.contactName?.message}
            {...register('contactName')}
          />
          <TextInput
            label="Contact email"
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            error={errors.contactEmail?.message}
            {...register('contactEmail')}
          />
          <PhoneInput
            label="Contact phone"
            withAsterisk
            error={errors.contactPhone?.message}
            {...register('contactPhone')}
          />
        </SimpleGrid>

        <FileInput
          label="Documents"
          description={`Your company registration, VAT certificate, proof of address: PDF or pictures, at most ${WORKSHOP_APPLICATIONS_LIMITS.documents}`}
          withAsterisk
          multiple
          clearable
          accept="application/pdf,image/png,image/jpeg,image/gif"
          value={documents}
          onChange={(files) => {
            setDocuments(files.slice(0, WORKSHOP_APPLICATIONS_LIMITS.documents));
            setDocumentsError(null);
          }}
          error={documentsError}
        />
        <BotCheck ref={botCheck} />
        <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} aria-hidden="true" />}>
          Send application
        </Button>
      </Stack>
    </form>
  );
}
