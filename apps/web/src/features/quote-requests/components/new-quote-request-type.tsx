import { Alert, Button, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import {
  type QuoteType,
  quoteKind,
  REQUEST_CATEGORIES,
  type RequestCategory,
  UI_MESSAGES,
} from '@motorwise/shared';
import { IconArrowRight, IconInfoCircle, IconX } from '@tabler/icons-react';
import { RequestTypeCards, type RequestTypeOption } from './request-type-cards';

export const TYPE_TITLE_ID = 'type-title';

interface Props {
  isOrganisationUser: boolean;
  /** A Finance Recon garage vehicle: its category comes from the override, not the category control. */
  isFinanceRecon: boolean;
  /** The category as chosen (the control's value). */
  requestCategory: RequestCategory | null;
  /** The category in force (a Finance Recon vehicle's from the override). */
  category: RequestCategory | null;
  financeReconOverride: boolean;
  options: RequestTypeOption[];
  quoteType: QuoteType | null;
  /** The category control stacks its choices (a phone). */
  vertical: boolean;
  onCategory: (category: RequestCategory) => void;
  onOverride: (on: boolean) => void;
  onQuoteType: (quoteType: QuoteType | null) => void;
  onClear: () => void;
  canStart: boolean;
  onStart: () => void;
}

/** The wizard's second question: the request category (organisation users), the request type, Start. */
export function RequestTypeSection({
  isOrganisationUser,
  isFinanceRecon,
  requestCategory,
  category,
  financeReconOverride,
  options,
  quoteType,
  vertical,
  onCategory,
  onOverride,
  onQuoteType,
  onClear,
  canStart,
  onStart,
}: Props) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={TYPE_TITLE_ID}>
      <Title order={2} fz="h3" id={TYPE_TITLE_ID} tabIndex={-1}>
        What do you need?
      </Title>
      {isOrganisationUser && !isFinanceRecon && (
        <Stack gap={4}>
          <Text fw={500} fz="sm" id="category-label">
            Request category
          </Text>
          <SegmentedControl
            aria-labelledby="category-label"
            data={[...REQUEST_CATEGORIES]}
            value={requestCategory ?? ''}
            onChange={(v) => onCategory(v as RequestCategory)}
            fullWidth
            orientation={vertical ? 'vertical' : 'horizontal'}
          />
        </Stack>
      )}
      {isOrganisationUser &&
        (isFinanceRecon || category === 'Finance Recon 1' || category === 'Finance Recon 2') && (
          <Switch
            label="Finance recon override (Finance Recon 1)"
            checked={isFinanceRecon ? financeReconOverride : category === 'Finance Recon 1'}
            onChange={(e) => onOverride(e.currentTarget.checked)}
          />
        )}
      {(!isOrganisationUser || category) && (
        <RequestTypeCards
          options={options}
          value={quoteType}
          onChange={onQuoteType}
          onlyChosen={isOrganisationUser}
        />
      )}
      {quoteType && quoteKind(quoteType) === 'repair' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          {UI_MESSAGES.noticeRepairTakesLonger}
        </Alert>
      )}
      {quoteType === 'IGS_Policy' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          {UI_MESSAGES.noticePolicyCoverage}
        </Alert>
      )}
      <Group justify="space-between" mt="sm">
        <Button variant="default" leftSection={<IconX size={18} aria-hidden="true" />} onClick={onClear}>
          Clear
        </Button>
        <Button
          size="md"
          color="ember.4"
          c="navy.9"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          disabled={!canStart}
          onClick={onStart}
        >
          Start
        </Button>
      </Group>
    </Stack>
  );
}
