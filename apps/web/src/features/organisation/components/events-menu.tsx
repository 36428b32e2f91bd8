import {
  Center,
  Divider,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { actionKey, useRecentActions } from '../api/organisation-api';
import { RecentActionItem } from './recent-action-item';

/** The organisation's recent-events list, opened from the header. */
export function EventsMenu({ ownerId, className }: { ownerId: string | number | null; className?: string }) {
  const [opened, { close, toggle }] = useDisclosure(false);
  const events = useRecentActions(ownerId, '', opened);
  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      width={340}
      position="bottom-end"
      shadow="md"
      // A dialog: focus moves into it, Escape closes it and focus returns to the button.
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton className={className} onClick={toggle} aria-expanded={opened} aria-haspopup="dialog">
          <IconBell size={18} aria-hidden="true" />
          Events
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Title order={2} fz="md" mb="xs">
          Recent events
        </Title>
        <Divider mb="xs" />
        <ScrollArea.Autosize mah={360}>
          {events.isLoading ? (
            <Center py="md">
              <Loader size="sm" aria-label="Loading events" />
            </Center>
          ) : events.isError ? (
            <Text fz="sm" c="red.8">
              We could not load your events. Please try again shortly.
            </Text>
          ) : events.data && events.data.length > 0 ? (
            <Stack gap={0}>
              {events.data.map((action) => (
                <RecentActionItem key={actionKey(action)} action={action} onOpen={close} />
              ))}
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              No recent events.
            </Text>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
