import { Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime, type RecentAction } from '@motorwise/shared';
import { useNavigate } from 'react-router';
import { recentActionPath } from '../api/organisation-api';

export function RecentActionItem({ action, onOpen }: { action: RecentAction; onOpen?: () => void }) {
  const navigate = useNavigate();
  const about = action.actionType
    ? [action.vehicleSummary, action.vehicleName].filter(Boolean).join(' · ')
    : null;
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
        {/* What happened first, then what it is about: a list of vehicle names alone reads the same row after row. */}
        <Text fw={600} fz="sm">
          {action.actionType ?? action.vehicleName ?? 'Update'}
        </Text>
        {about && (
          <Text fz="xs" c="dimmed">
            {about}
          </Text>
        )}
        {action.actionDescription && (
          <Text fz="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {action.actionDescription}
          </Text>
        )}
        {(when || action.workshopName) && (
          <Text fz="xs" c="dimmed">
            {[action.workshopName, when].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
}
