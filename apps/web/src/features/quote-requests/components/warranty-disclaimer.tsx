import { Alert, Button, Group, Text } from '@mantine/core';
import { needsWarrantyDisclaimer, UI_LABELS } from '@motorwise/shared';
import { IconCircleCheck, IconShieldExclamation } from '@tabler/icons-react';

export const WARRANTY_DISCLAIMER_TITLE = 'Manufacturer warranty';
export const WARRANTY_ACCEPT_ID = 'warranty-accept';

export function warrantyDisclaimerText(brand: string): string {
  return `Your ${brand.trim().toUpperCase()} may still be covered by the manufacturer's warranty or a service or maintenance plan. Work done outside the manufacturer's dealer network can affect that cover: please check your warranty and plan terms before you choose a workshop.`;
}

interface WarrantyDisclaimerProps {
  brand: string | null | undefined;
  accepted: boolean;
  onAccept: () => void;
}

/**
 * spec: for TOYOTA, HONDA, VOLVO and MAZDA (manual entry too) the manufacturer warranty disclaimer must be
 * accepted with 'I Understand' before Start is enabled. Nothing shows for other brands.
 */
export function WarrantyDisclaimer({ brand, accepted, onAccept }: WarrantyDisclaimerProps) {
  if (!needsWarrantyDisclaimer(brand)) return null;
  if (accepted) {
    return (
      <Group gap={6} c="teal.8" fz="sm">
        <IconCircleCheck size={18} aria-hidden="true" />
        <Text fz="sm">You have read the manufacturer warranty note.</Text>
      </Group>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      title={WARRANTY_DISCLAIMER_TITLE}
      icon={<IconShieldExclamation aria-hidden="true" />}
      role="alertdialog"
      aria-label={WARRANTY_DISCLAIMER_TITLE}
    >
      <Text fz="sm" mb="sm">
        {warrantyDisclaimerText(brand ?? '')}
      </Text>
      <Button color="orange" size="sm" onClick={onAccept} id={WARRANTY_ACCEPT_ID}>
        {UI_LABELS.iUnderstand}
      </Button>
    </Alert>
  );
}
