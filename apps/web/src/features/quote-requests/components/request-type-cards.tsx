import { Badge, Button, Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { type QuoteType, quoteTypeDisplayName } from '@motorwise/shared';
import {
  IconCar,
  IconCarCrash,
  IconCheck,
  IconFileCertificate,
  IconSearch,
  IconShieldCheck,
  IconSteeringWheel,
  IconTool,
  IconWindow,
} from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';

const SERVICE = 'A scheduled service to the manufacturer’s plan, quoted by several workshops near you.';
const REPAIR = 'Brakes, clutch, suspension, strange noises or warning lights: describe it, compare quotes.';

const DESCRIPTIONS: Record<QuoteType, string> = {
  SMC_Service: SERVICE,
  SMC_Repair: REPAIR,
  IGS_Service: 'A service under the insurance programme, at a programme workshop.',
  IGS_Repair: 'A repair under the insurance programme, at a programme workshop.',
  IGS_Policy: 'Claim repairs on your innovation policy at an approved workshop.',
  WBC_Service: SERVICE,
  WBC_Repair: REPAIR,
  WBC_Inspection: 'The workshop inspects the vehicle first and quotes for what it finds.',
  WBC_WheelsTyres: 'Tyres, rims, balancing and alignment.',
  WBC_Windscreen: 'Windscreen and window glass repair or replacement.',
  WBC_BodyExternal: 'Panel beating, dents, scratches and paint.',
  WBC_Dekra: 'Quotes for the work the vehicle’s Dekra report lists.',
};

const icon = (Icon: typeof IconTool) => <Icon size={22} aria-hidden="true" />;
const ICONS: Record<QuoteType, ReactNode> = {
  SMC_Service: icon(IconTool),
  SMC_Repair: icon(IconCarCrash),
  IGS_Service: icon(IconTool),
  IGS_Repair: icon(IconCarCrash),
  IGS_Policy: icon(IconShieldCheck),
  WBC_Service: icon(IconTool),
  WBC_Repair: icon(IconCarCrash),
  WBC_Inspection: icon(IconSearch),
  WBC_WheelsTyres: icon(IconSteeringWheel),
  WBC_Windscreen: icon(IconWindow),
  WBC_BodyExternal: icon(IconCar),
  WBC_Dekra: icon(IconFileCertificate),
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
  /** spec (organisation users): once chosen, only that card shows, with a Cancel button. */
  onlyChosen?: boolean;
}

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The request-type cards: one per quote type the user and vehicle may ask for. A WAI-ARIA radio group
 * (decision 043): one Tab stop (the chosen card, else the first one offered), arrow keys move to the next
 * or previous card offered and choose it, Space chooses the focused card (again: toggles it off), Enter
 * chooses it (again: keeps it).
 */
export function RequestTypeCards({ options, value, onChange, onlyChosen }: RequestTypeCardsProps) {
  const shown = onlyChosen && value ? options.filter((o) => o.quoteType === value) : options;
  const offered = shown.filter((o) => !o.disabled).map((o) => o.quoteType);
  const tabStop = value && offered.includes(value) ? value : offered[0];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = (event.target as HTMLElement).dataset.quoteType as QuoteType | undefined;
    if (event.key === 'Enter' && from) {
      // Enter chooses the focused card and never toggles a chosen one off (a person pressing Enter on
      // their choice means "this one"); Space, a click or a tap on it again toggles it off (spec).
      event.preventDefault();
      if (from !== value && offered.includes(from)) onChange(from);
      return;
    }
    const step = NEXT_KEYS[event.key];
    if (!step || !from || offered.length === 0) return;
    event.preventDefault();
    const at = offered.indexOf(from);
    const to = offered[(at + step + offered.length) % offered.length] as QuoteType;
    onChange(to);
    event.currentTarget.querySelector<HTMLElement>(`[data-quote-type="${to}"]`)?.focus();
  };
  if (options.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No request types are available for this vehicle.
      </Text>
    );
  return (
    <Stack gap="sm">
      <SimpleGrid
        cols={{ base: 1, sm: Math.min(shown.length, 3) }}
        spacing="md"
        role="radiogroup"
        aria-label="Request type"
        onKeyDown={onKeyDown}
      >
        {shown.map(({ quoteType, disabled }) => {
          const selected = value === quoteType;
          return (
            <UnstyledButton
              key={quoteType}
              role="radio"
              aria-checked={selected}
              aria-disabled={disabled || undefined}
              data-quote-type={quoteType}
              tabIndex={quoteType === tabStop ? 0 : -1}
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
                    {DESCRIPTIONS[quoteType]}
                  </Text>
                  {selected && (
                    <Badge
                      color="ember"
                      variant="filled"
                      leftSection={<IconCheck size={12} />}
                      w="fit-content"
                    >
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
      {onlyChosen && value && (
        <Button variant="default" w="fit-content" onClick={() => onChange(null)}>
          Cancel
        </Button>
      )}
    </Stack>
  );
}
