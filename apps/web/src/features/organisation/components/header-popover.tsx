import { Popover, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A header button that opens a panel under it (the organisation's events and inbox). A dialog: focus moves
 * into it, Escape closes it and focus returns to the button. The panel is told whether it is open (to read
 * only then) and given its close (an item opened closes it).
 */
export function HeaderPopover({
  icon,
  label,
  title,
  width,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  title: string;
  width: number;
  className?: string;
  children: (panel: { opened: boolean; close: () => void }) => ReactNode;
}) {
  const [opened, { close, toggle }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      width={width}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton className={className} onClick={toggle} aria-expanded={opened} aria-haspopup="dialog">
          {icon}
          {label}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Title order={2} fz="md" mb="xs">
          {title}
        </Title>
        {children({ opened, close })}
      </Popover.Dropdown>
    </Popover>
  );
}
