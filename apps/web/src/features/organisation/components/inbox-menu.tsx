import { Box, Button, Center, Group, Loader, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { UI_MESSAGES } from '@motorwise/shared';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { actionKey, type InboxBox, useMarkMessageRead, useRecentMessages } from '../api/organisation-api';
import { HeaderPopover } from './header-popover';
import { RecentActionItem } from './recent-action-item';

function MessageList({
  ownerId,
  box,
  active,
  onOpen,
}: {
  ownerId: string | number | null;
  box: InboxBox;
  active: boolean;
  onOpen: () => void;
}) {
  const messages = useRecentMessages(ownerId, box, active);
  const markRead = useMarkMessageRead();
  if (!active) return null;
  if (messages.isLoading) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading messages" />
      </Center>
    );
  }
  if (messages.isError) {
    return (
      <Text fz="sm" c="red.8" py="xs">
        We could not load your messages. Please try again shortly.
      </Text>
    );
  }
  if (!messages.data || messages.data.length === 0) {
    // spec: an empty list shows 'No messages.'
    return (
      <Text fz="sm" c="dimmed" py="xs">
        {UI_MESSAGES.noMessages}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {messages.data.map((message) => (
        <Group key={actionKey(message)} gap={4} wrap="nowrap" align="flex-start">
          <Box flex={1} miw={0}>
            <RecentActionItem action={message} onOpen={onOpen} />
          </Box>
          {box === 'unread' && (
            <Button
              variant="subtle"
              size="compact-xs"
              mt="xs"
              loading={markRead.isPending && markRead.variables === message.id}
              onClick={() => markRead.mutate(message.id)}
            >
              Mark as Read
            </Button>
          )}
        </Group>
      ))}
      {markRead.isError && (
        <Text fz="sm" c="red.8" py="xs">
          The message was not marked as read. Please try again.
        </Text>
      )}
    </Stack>
  );
}

/** The organisation's message inbox: Unread, Read and Sent tabs (spec part 1, section 2). */
export function InboxMenu({ ownerId, className }: { ownerId: string | number | null; className?: string }) {
  const [box, setBox] = useState<InboxBox>('unread');
  return (
    <HeaderPopover
      icon={<IconMail size={18} aria-hidden="true" />}
      label="Inbox"
      title="Inbox"
      width={360}
      className={className}
    >
      {({ opened, close }) => (
        <Tabs value={box} onChange={(value) => setBox((value as InboxBox | null) ?? 'unread')}>
          <Tabs.List grow>
            <Tabs.Tab value="unread">Unread</Tabs.Tab>
            <Tabs.Tab value="read">Read</Tabs.Tab>
            <Tabs.Tab value="sent">Sent</Tabs.Tab>
          </Tabs.List>
          {(['unread', 'read', 'sent'] as const).map((value) => (
            <Tabs.Panel key={value} value={value} pt="xs">
              <ScrollArea.Autosize mah={320}>
                <MessageList ownerId={ownerId} box={value} active={opened && box === value} onOpen={close} />
              </ScrollArea.Autosize>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </HeaderPopover>
  );
}
