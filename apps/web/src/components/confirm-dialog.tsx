import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
}

/**
 * One styled confirmation for everything that removes or resets (spec: "Reset and Clear ask for
 * confirmation"). `ask(options, action)` opens the dialog; the action runs only on confirm.
 */
export function useConfirm(): [(options: ConfirmOptions, action: () => void) => void, ReactNode] {
  const [pending, setPending] = useState<{ options: ConfirmOptions; action: () => void } | null>(null);
  const ask = useCallback(
    (options: ConfirmOptions, action: () => void) => setPending({ options, action }),
    [],
  );
  const close = () => setPending(null);
  const dialog = (
    <Modal opened={pending !== null} onClose={close} title={pending?.options.title} centered>
      <Stack>
        <Text>{pending?.options.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color={pending?.options.danger ? 'red' : undefined}
            onClick={() => {
              pending?.action();
              close();
            }}
          >
            {pending?.options.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return [ask, dialog];
}
