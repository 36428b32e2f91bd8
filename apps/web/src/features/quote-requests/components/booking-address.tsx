import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { UI_MESSAGES } from '@motorwise/shared';
import { useEffect, useState } from 'react';
import { type Control, Controller, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { AddressCapture, type AddressValue, addressValueOf, useLastAddress } from '@/features/addresses';
import type { Step3Values } from './booking-values';
import type { StepContext } from './step-context';

/**
 * A signed-in customer's request starts from the address of their last one (issue 20 item 6, decision
 * 054), unless the draft already has an address or the person has chosen one meanwhile.
 */
export function useRememberedAddress(
  ctx: StepContext,
  draftAddress: AddressValue | null | undefined,
  getValues: UseFormGetValues<Step3Values>,
  setValue: UseFormSetValue<Step3Values>,
) {
  const rememberFor = ctx.isGuest || ctx.isOrganisation || draftAddress ? null : (ctx.user?.id ?? null);
  const lastAddress = useLastAddress(rememberFor);
  const [remembered, setRemembered] = useState(false);
  // The search waits for the answer (one small read), so it never fills in over what a person types.
  const [lastAddressRead, setLastAddressRead] = useState(false);
  const waiting = rememberFor !== null && !lastAddressRead && !lastAddress.isError;
  useEffect(() => {
    if (lastAddressRead || lastAddress.data === undefined) return;
    setLastAddressRead(true);
    const last = addressValueOf(lastAddress.data);
    if (!last || getValues('address')) return;
    setValue('address', last);
    setRemembered(true);
  }, [lastAddress.data, lastAddressRead, getValues, setValue]);
  return { remembered, waiting };
}

interface Props {
  control: Control<Step3Values>;
  /** The address shown is the remembered one (a note says how to search for another). */
  remembered: boolean;
  /** The remembered address is still being read: the search waits. */
  waiting: boolean;
}

/** spec step 3: where the vehicle is. */
export function BookingAddress({ control, remembered, waiting }: Props) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        Where is the vehicle?
      </Title>
      {remembered && (
        <Text fz="sm" c="dimmed">
          The address of your last request. Reset it to search for another.
        </Text>
      )}
      {waiting ? (
        <Group gap="xs" mih={60}>
          <Loader size="xs" />
          <Text fz="sm" c="dimmed">
            Loading your last address…
          </Text>
        </Group>
      ) : (
        <Controller
          control={control}
          name="address"
          render={({ field, fieldState }) => (
            <AddressCapture
              id="booking-address"
              value={field.value}
              onChange={(next) => field.onChange(next)}
              error={fieldState.error?.message ?? (fieldState.error ? UI_MESSAGES.searchAddressAbove : null)}
              withMap={false}
            />
          )}
        />
      )}
    </Stack>
  );
}
