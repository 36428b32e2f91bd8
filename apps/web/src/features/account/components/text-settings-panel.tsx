import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  formatDateTime,
  type SaveTextSettingsInput,
  SaveTextSettingsSchema,
  TEXT_CHANNEL_LABELS,
  TEXT_CHANNELS,
  TEXT_CONSENT_TEXT,
  TEXT_NEEDS_PHONE_MESSAGE,
  type TextChannelChoice,
  type TextSettings,
  toDisplayPhone,
} from '@motorwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { saveTextSettings, textSettingsKey, useTextSettings } from '../api/account-api';

const FIELDS = ['sms', 'whatsapp', 'consent', 'quietFrom', 'quietUntil'] as const;
const resolver = zodResolver(SaveTextSettingsSchema) as unknown as Resolver<SaveTextSettingsInput>;

const valuesOf = (s: TextSettings): SaveTextSettingsInput => ({
  sms: s.sms.optedIn,
  whatsapp: s.whatsapp.optedIn,
  consent: false,
  quietFrom: s.quietFrom,
  quietUntil: s.quietUntil,
});

/** "On since 27/11/2026 10:00", "Off since ... (you replied STOP)", or nothing when never chosen. */
function stateLine(choice: TextChannelChoice): string | null {
  if (!choice.changedAtUtc) return null;
  const when = formatDateTime(choice.changedAtUtc);
  if (choice.optedIn) return `On since ${when}.`;
  return choice.changedBy === 'reply' ? `Off since ${when} (you replied STOP).` : `Off since ${when}.`;
}

function TextSettingsForm({ settings }: { settings: TextSettings }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SaveTextSettingsInput>({ resolver, defaultValues: valuesOf(settings) });
  const switchingOn = TEXT_CHANNELS.some((c) => watch(c) && !settings[c].optedIn);

  const onSubmit = async (values: SaveTextSettingsInput) => {
    setSaved(false);
    setFormError(null);
    try {
      const next = await saveTextSettings({ ...values, consent: switchingOn ? values.consent : false });
      queryClient.setQueryData(textSettingsKey, next);
      reset(valuesOf(next));
      setSaved(true);
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Text messages">
      <Stack gap="md">
        {saved && <FormAlert kind="success">Your text message choices are saved.</FormAlert>}
        {formError && <FormAlert kind="error">{formError}</FormAlert>}
        {settings.phone ? (
          <Text fz="sm">
            Texts go to <strong>{toDisplayPhone(settings.phone)}</strong>, the number on your profile: quotes,
            bookings, approvals, invoices, payments and collection. You still get every e-mail and
            notification here.
          </Text>
        ) : (
          <Alert color="blue" title="No mobile number">
            {TEXT_NEEDS_PHONE_MESSAGE}
          </Alert>
        )}
        {TEXT_CHANNELS.map((channel) => (
          <Switch
            key={channel}
            label={`${TEXT_CHANNEL_LABELS[channel]} messages`}
            description={stateLine(settings[channel]) ?? 'Off.'}
            disabled={!settings.phone && !settings[channel].optedIn}
            error={errors[channel]?.message}
            {...register(channel)}
          />
        ))}
        <Collapse expanded={switchingOn}>
          <Checkbox label={TEXT_CONSENT_TEXT} error={errors.consent?.message} {...register('consent')} />
        </Collapse>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Quiet from"
            description={`No texts from this time (${settings.timeZone} time)`}
            placeholder="20:00"
            maxLength={5}
            error={errors.quietFrom?.message}
            {...register('quietFrom')}
          />
          <TextInput
            label="Quiet until"
            description="Texts due in the quiet hours wait until this time"
            placeholder="07:00"
            maxLength={5}
            error={errors.quietUntil?.message}
            {...register('quietUntil')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save text choices
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * SMS and WhatsApp (decision 074): each channel off until the person switches it on and consents (POPIA);
 * replying STOP switches it off, and this page says so; quiet hours hold texts back until morning.
 */
export function TextSettingsPanel() {
  const settings = useTextSettings();
  if (settings.isLoading) return <Loader aria-label="Loading your text message choices" />;
  if (settings.isError || !settings.data)
    return <FormAlert kind="error">Your text message choices could not be loaded.</FormAlert>;
  return <TextSettingsForm settings={settings.data} />;
}
