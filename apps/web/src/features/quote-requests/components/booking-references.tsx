import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CUSTOMER_REFERENCES_MAX } from '@motorwise/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { Step3Values } from './booking-values';

interface Props {
  control: Control<Step3Values>;
  register: UseFormRegister<Step3Values>;
  errors: FieldErrors<Step3Values>['quoteCustomerReferences'];
}

/** spec step 3: the customer's own references (an order number, ...), each a name and a value. */
export function BookingReferences({ control, register, errors }: Props) {
  const refs = useFieldArray({ control, name: 'quoteCustomerReferences', keyName: 'key' });
  return (
    <Stack gap="xs">
      <Text fw={500} fz="sm">
        Customer references
      </Text>
      {refs.fields.map((ref, i) => (
        <Group key={ref.key} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            aria-label={`Reference name ${i + 1}`}
            placeholder="Name (e.g. Order number)"
            maxLength={100}
            error={errors?.[i]?.name?.message}
            {...register(`quoteCustomerReferences.${i}.name`)}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`Reference ${i + 1}`}
            placeholder="Reference"
            maxLength={100}
            error={errors?.[i]?.reference?.message}
            {...register(`quoteCustomerReferences.${i}.reference`)}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            aria-label={`Remove reference ${i + 1}`}
            onClick={() => refs.remove(i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        disabled={refs.fields.length >= CUSTOMER_REFERENCES_MAX}
        onClick={() =>
          refs.append({
            index: refs.fields.reduce((max, _r, i) => Math.max(max, i + 1), 0),
            name: '',
            reference: '',
          })
        }
      >
        Add reference
      </Button>
    </Stack>
  );
}
