import { Center, Divider, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { actionKey, useRecentActions } from '../api/organisation-api';
import { HeaderPopover } from './header-popover';
import { RecentActionItem } from './recent-action-item';

/** The recent events, read while the menu is open. */
function EventsList({
  ownerId,
  opened,
  onOpen,
}: {
  ownerId: string | number | null;
  opened: boolean;
  onOpen: () => void;
}) {
  const events = useRecentActions(ownerId, '', opened);
  return (
    <>
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
              <RecentActionItem key={actionKey(action)} action={action} onOpen={onOpen} />
            ))}
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            No recent events.
          </Text>
        )}
      </ScrollArea.Autosize>
    </>
  );
}

/** The organisation's recent-events list, opened from the header. */
export function EventsMenu({ ownerId, className }: { ownerId: string | number | null; className?: string }) {
  return (
    <HeaderPopover
      icon={<IconBell size={18} aria-hidden="true" />}
      label="Events"
      title="Recent events"
      width={340}
      className={className}
    >
      {({ opened, close }) => <EventsList ownerId={ownerId} opened={opened} onOpen={close} />}
    </HeaderPopover>
  );
}
