import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONTACT_LIMITS,
  ContactFormSchema,
  type ContactForm as ContactFormValues,
  EMAIL_MAX_LENGTH,
  ROOT_ERROR_KEY,
} from '@motorwise/shared';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PhoneInput } from '@/components/phone-input';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { postContact } from '../api/contact-api';
import { BotCheck, type BotCheckHandle } from './bot-check';

type ContactFormInput = z.input<typeof ContactFormSchema>;
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: ContactFormInput = { name: '', email: '', phone: '', subject: '', message: '' };

export const CONTACT_SUCCESS_MESSAGE = 'Thank you, we will get back to you within one business day.';
const BOT_CHECK_FAILED =
  'We could not confirm you are human. Please tick the verification box and try again.';

function isField(key: string): key is Field {
  return (FIELDS as readonly string[]).includes(key);
}

/**
 * The contact form. It validates with the same zod schema as the API (from @motorwise/shared), so both
 * say exactly the same thing about bad input.
 */
export function ContactForm() {
  const botCheck = useRef<BotCheckHandle>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const messageLength = watch('message')?.length ?? 0;

  const onSubmit: SubmitHandler<ContactFormValues> = async (values) => {
    setFormError(null);
    setSent(false);
    const payload = await botCheck.current?.getPayload();
    if (!payload) {
      setFormError(BOT_CHECK_FAILED);
      return;
    }
    try {
      await postContact(values, payload);
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(NETWORK_ERROR_MESSAGE);
      } else if (error.status === 400) {
        let unplaced: string | null = null;
        for (const [key, messages] of Object.entries(error.errors ?? {})) {
          const first = messages[0];
          if (!first) continue;
          // Messages for a field go under it; 'root' and anything else go in the form-level alert.
          if (isField(key)) setError(key, { type: 'server', message: first }, { shouldFocus: true });
          else if (key === ROOT_ERROR_KEY || !unplaced) unplaced = first;
        }
        setFormError(unplaced ?? error.message);
      } else {
        // 429 and everything else: the API's message is written for people.
        setFormError(error.message);
      }
    } finally {
      botCheck.current?.reset();
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form">
      <Stack gap="md">
        {sent && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden="true" />}
            title="Message sent"
            role="status"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setSent(false)}
          >
            {CONTACT_SUCCESS_MESSAGE}
          </Alert>
        )}
        {formError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
            title="Message not sent"
            role="alert"
          >
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            autoComplete="name"
            withAsterisk
            maxLength={CONTACT_LIMITS.name}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneInput label="Phone (optional)" error={errors.phone?.message} {...register('phone')} />
          <TextInput
            label="Subject"
            withAsterisk
            maxLength={CONTACT_LIMITS.subject}
            error={errors.subject?.message}
            {...register('subject')}
          />
        </SimpleGrid>
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={5}
          maxRows={12}
          description={`${messageLength} of ${CONTACT_LIMITS.message} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.message?.message}
          {...register('message')}
        />
        <BotCheck ref={botCheck} />
        <Group justify="space-between" align="center" gap="sm">
          <Text fz="xs" c="dimmed" maw={380}>
            We use your details only to answer this message, as described in our{' '}
            <Anchor component={Link} to="/terms#privacy-policy" inherit>
              privacy policy
            </Anchor>
            .
          </Text>
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconSend size={18} aria-hidden="true" />}
          >
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
