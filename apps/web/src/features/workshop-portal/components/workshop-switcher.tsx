import { Select } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import {
  currentWorkshop,
  useChosenWorkshopId,
  useSwitchWorkshop,
  useWorkshopChoices,
} from '../api/workshop-choice';

/**
 * The workshop a user of several workshops works in (decision 036), in the portal's header. Hidden for a
 * user of one workshop. Switching shows the other workshop's lists; a request or job page of the workshop
 * before goes back to the overview (it is not the new workshop's).
 */
export function WorkshopSwitcher({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const choices = useWorkshopChoices(true);
  const chosen = useChosenWorkshopId();
  const switchTo = useSwitchWorkshop();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const list = choices.data ?? [];
  if (list.length < 2) return null;
  const current = currentWorkshop(list, chosen);

  const onChange = (id: string | null) => {
    if (!id || id === current?.id) return;
    switchTo(id);
    if (/^\/workshop\/(requests|jobs)\/./.test(pathname)) navigate('/workshop');
  };

  return (
    <Select
      aria-label="Workshop"
      label={variant === 'drawer' ? 'Workshop' : undefined}
      data={list.map((w) => ({ value: w.id, label: w.name }))}
      value={current?.id ?? null}
      onChange={onChange}
      allowDeselect={false}
      leftSection={<IconTool size={16} aria-hidden="true" />}
      w={variant === 'header' ? 250 : '100%'}
      comboboxProps={{ withinPortal: true }}
      checkIconPosition="right"
    />
  );
}
