import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { FormAlert } from '@/components/form-alert';
import { saveFile } from '@/lib/save-file';

/** Recovery codes, shown once: copy them or download them as a text file, then confirm they are saved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Motorwise recovery codes\nEach code works once. Keep them somewhere safe.\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="md">
      <FormAlert kind="warning" title="Save your recovery codes now">
        If you lose your phone, a recovery code lets you sign in. Each code works once, and we will not show
        them again.
      </FormAlert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ol"
        aria-label="Recovery codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text
            key={code}
            component="li"
            ff="monospace"
            fz="md"
            ta="center"
            p={6}
            bg="gray.0"
            style={{ borderRadius: 6, letterSpacing: '0.05em' }}
          >
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="sm"
                onClick={copy}
                leftSection={
                  copied ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconCopy size={16} aria-hidden="true" />
                  )
                }
              >
                {copied ? 'Copied' : 'Copy codes'}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'motorwise-recovery-codes.txt')}
          >
            Download
          </Button>
        </Group>
        <Button size="sm" onClick={onDone}>
          I have saved my codes
        </Button>
      </Group>
    </Stack>
  );
}
