import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type QuoteType, UI_LABELS, UI_MESSAGES } from '@motorwise/shared';

/** spec: approved repairer list for a policy claim with no workshops nearby. */
const APPROVED_REPAIRERS_PATH = '/workshops';

interface TooFewProps {
  opened: boolean;
  onClose: () => void;
  /** Goes on with the workshops chosen. */
  onContinue: () => void;
  /** Searches again at the longest travel distance. */
  onExpand: () => void;
}

/** spec step 3: fewer workshops chosen than advised. */
export function TooFewWorkshopsDialog({ opened, onClose, onContinue, onExpand }: TooFewProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="More workshops" centered>
      <Stack>
        <Text>{UI_MESSAGES.tooFewWorkshops}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onContinue}>
            Continue
          </Button>
          <Button onClick={onExpand}>{UI_LABELS.expandRadius}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** spec step 3: no workshops around the address, asking for a different address. */
export function NoWorkshopsDialog({
  opened,
  onClose,
  quoteType,
}: {
  opened: boolean;
  onClose: () => void;
  quoteType: QuoteType;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="No workshops nearby" centered>
      <Stack>
        <Text>{UI_MESSAGES.noWorkshopsNearby}</Text>
        {quoteType === 'IGS_Policy' && (
          <Anchor href={APPROVED_REPAIRERS_PATH} target="_blank" rel="noopener">
            View the approved repairer list
          </Anchor>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
