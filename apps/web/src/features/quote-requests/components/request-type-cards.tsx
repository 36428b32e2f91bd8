import { Badge, Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { type QuoteType, quoteTypeDisplayName } from '@motorwise/shared';
import { IconCarCrash, IconCheck, IconShieldCheck, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const DESCRIPTIONS: Partial<Record<QuoteType, string>> = {
  SMC_Service: 'A scheduled service to the manufacturer’s plan, quoted by several workshops near you.',
  SMC_Repair: 'Brakes, clutch, suspension, strange noises or warning lights: describe it, compare quotes.',
  IGS_Policy: 'Claim repairs on your innovation policy at an approved workshop.',
};

const ICONS: Partial<Record<QuoteType, ReactNode>> = {
  SMC_Service: <IconTool size={22} aria-hidden="true" />,
  SMC_Repair: <IconCarCrash size={22} aria-hidden="true" />,
  IGS_Policy: <IconShieldCheck size={22} aria-hidden="true" />,
};

export interface RequestTypeOption {
  quoteType: QuoteType;
  disabled?: boolean;
}

interface RequestTypeCardsProps {
  options: RequestTypeOption[];
  value: QuoteType | null;
  /** spec: choosing a type again toggles it off. */
  onChange: (quoteType: QuoteType | null) => void;
}

/** The request-type cards: one per quote type the user and vehicle may ask for. */
export function RequestTypeCards({ options, value, onChange }: RequestTypeCardsProps) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(options.length, 3) }}
      spacing="md"
      role="radiogroup"
      aria-label="Request type"
    >
      {options.map(({ quoteType, disabled }) => {
        const selected = value === quoteType;
        return (
          <UnstyledButton
            key={quoteType}
            role="radio"
            aria-checked={selected}
            aria-disabled={disabled || undefined}
            disabled={disabled}
            onClick={() => onChange(selected ? null : quoteType)}
            style={{ opacity: disabled ? 0.5 : 1, cursor: disabled ? 'not-allowed' : 'pointer' }}
          >
            <Card
              withBorder
              radius="md"
              padding="md"
              h="100%"
              style={{
                borderColor: selected ? 'var(--mantine-color-ember-5)' : undefined,
                borderWidth: selected ? 2 : 1,
                background: selected ? 'var(--mantine-color-ember-0)' : undefined,
              }}
            >
              <Stack gap={6}>
                {ICONS[quoteType]}
                <Text fw={700}>{quoteTypeDisplayName(quoteType)}</Text>
                <Text fz="sm" c="dimmed">
                  {DESCRIPTIONS[quoteType] ?? ''}
                </Text>
                {selected && (
                  <Badge color="ember" variant="filled" leftSection={<IconCheck size={12} />} w="fit-content">
                    Selected
                  </Badge>
                )}
                {disabled && (
                  <Text fz="xs" c="dimmed">
                    Not available for a policy vehicle
                  </Text>
                )}
              </Stack>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
