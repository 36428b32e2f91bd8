import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const tone = {
  error: { color: 'red', icon: <IconAlertCircle aria-hidden="true" />, role: 'alert' },
  warning: { color: 'yellow', icon: <IconInfoCircle aria-hidden="true" />, role: 'alert' },
  success: { color: 'teal', icon: <IconCircleCheck aria-hidden="true" />, role: 'status' },
  info: { color: 'blue', icon: <IconInfoCircle aria-hidden="true" />, role: 'status' },
} as const;

/** A message of the form as a whole: errors are alerts (read out at once), confirmations are status. */
export function FormAlert({
  kind,
  title,
  children,
}: {
  kind: keyof typeof tone;
  title?: string;
  children: ReactNode;
}) {
  const t = tone[kind];
  return (
    <Alert color={t.color} variant="light" icon={t.icon} title={title} role={t.role}>
      {children}
    </Alert>
  );
}
