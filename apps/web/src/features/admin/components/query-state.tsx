import { Alert, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';

/**
 * What an admin page shows while its query loads or after it failed, or null when it has its data.
 * `what` names the data: 'the figures' -> "Loading the figures", "Figures not loaded", "The figures could not be
 * loaded."
 */
export function queryState(
  query: { isPending: boolean; isError: boolean; error: unknown },
  what: string,
): ReactNode {
  if (query.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={`Loading ${what}`} />
      </Group>
    );
  if (query.isError) {
    const sentence = what.charAt(0).toUpperCase() + what.slice(1);
    // A heading as the house writes them ("Prices not loaded"), without the sentence's article.
    const heading = what.replace(/^the /i, '');
    return (
      <Alert
        color="red"
        title={`${heading.charAt(0).toUpperCase()}${heading.slice(1)} not loaded`}
        role="alert"
      >
        {isApiError(query.error) ? query.error.message : `${sentence} could not be loaded. Please try again.`}
      </Alert>
    );
  }
  return null;
}
