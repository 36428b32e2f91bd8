import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { needsWarrantyDisclaimer, UI_LABELS } from '@motorwise/shared';
import { IconCircleCheck, IconShieldExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export const WARRANTY_DISCLAIMER_TITLE = 'Manufacturer warranty';
export const WARRANTY_ACCEPT_ID = 'warranty-accept';
const WARRANTY_OPEN_ID = 'warranty-open';

export function warrantyDisclaimerText(brand: string): string {
  return `Your ${brand.trim().toUpperCase()} may still be covered by the manufacturer's warranty or a service or maintenance plan. Work done outside the manufacturer's dealer network can affect that cover: please check your warranty and plan terms before you choose a workshop.`;
}

interface WarrantyDisclaimerProps {
  brand: string | null | undefined;
  accepted: boolean;
  onAccept: () => void;
  /** Open the dialog by itself when the vehicle is chosen (not while a brand is being typed by hand). */
  autoOpen?: boolean;
  /** Another dialog is open (the policy warning): this one waits for it. */
  held?: boolean;
  /** The brands whose note must be accepted (administrators keep them per brand); the spec's four by default. */
  brands?: readonly string[];
}

/**
 * spec: for TOYOTA, HONDA, VOLVO and MAZDA (manual entry too) the manufacturer warranty warning is a
 * dialog that must be accepted with 'I Understand' before Start is enabled. Closed without accepting
 * (Escape, the close button), Start still waits and the page offers to read it again. Nothing shows for
 * other brands.
 */
export function WarrantyDisclaimer({
  brand,
  accepted,
  onAccept,
  autoOpen = true,
  held = false,
  brands,
}: WarrantyDisclaimerProps) {
  const key = needsWarrantyDisclaimer(brand, brands) ? (brand ?? '').trim().toUpperCase() : null;
  const [open, setOpen] = useState(autoOpen);
  // A new brand that needs the warning opens it again (when opening by itself suits).
  useEffect(() => {
    if (key) setOpen(autoOpen);
  }, [key, autoOpen]);
  if (!key) return null;
  if (accepted) {
    return (
      <Group gap={6} c="teal.8" fz="sm">
        <IconCircleCheck size={18} aria-hidden="true" />
        <Text fz="sm">You have read the manufacturer warranty note.</Text>
      </Group>
    );
  }
  const dismiss = () => {
    setOpen(false);
    requestAnimationFrame(() => document.getElementById(WARRANTY_OPEN_ID)?.focus());
  };
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <IconShieldExclamation size={20} color="var(--mantine-color-orange-8)" aria-hidden="true" />
        <Text fz="sm">Start waits until you have read the manufacturer warranty note.</Text>
        <Button id={WARRANTY_OPEN_ID} variant="light" color="orange" size="xs" onClick={() => setOpen(true)}>
          Read the warranty note
        </Button>
      </Group>
      <Modal
        opened={open && !held}
        onClose={dismiss}
        // The focus goes on to what comes next (onAccept) or back to "Read the warranty note" (dismiss).
        returnFocus={false}
        centered
        title={
          <Group gap={8} wrap="nowrap">
            <IconShieldExclamation color="var(--mantine-color-orange-8)" aria-hidden="true" />
            <Text fw={700}>{WARRANTY_DISCLAIMER_TITLE}</Text>
          </Group>
        }
      >
        <Stack>
          <Text>{warrantyDisclaimerText(brand ?? '')}</Text>
          <Group justify="flex-end">
            <Button
              color="orange"
              id={WARRANTY_ACCEPT_ID}
              data-autofocus
              onClick={() => {
                setOpen(false);
                onAccept();
              }}
            >
              {UI_LABELS.iUnderstand}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
