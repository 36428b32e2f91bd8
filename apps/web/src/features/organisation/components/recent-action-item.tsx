import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { RecentAction } from '@motorwise/shared';
import { formatDateTime } from '@motorwise/shared';
import { useNavigate } from 'react-router';
import { recentActionPath } from '../api/organisation-api';

export function RecentActionItem({ action, onOpen }: { action: RecentAction; onOpen?: () => void }) {
  const navigate = useNavigate();
  const when = action.actionDate ? formatDateTime(action.actionDate) : null;
  return (
    <UnstyledButton
      onClick={() => {
        onOpen?.();
        navigate(recentActionPath(action));
      }}
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'block', width: '100%' }}
    >
      <Stack gap={2}>
        <Text fw={600} fz="sm">
          {action.vehicleName ?? action.actionDescription ?? 'Update'}
        </Text>
        {action.actionDescription && action.vehicleName && (
          <Text fz="sm" c="dimmed">
            {action.actionDescription}
            {action.workshopName ? ` · ${action.workshopName}` : ''}
          </Text>
        )}
        {when && (
          <Text fz="xs" c="dimmed">
            {when}
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
}
