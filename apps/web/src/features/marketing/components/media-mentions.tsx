import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { COMPANY } from '@/lib/company';
import { MEDIA_MENTIONS, type MediaMention } from '../media-mentions';

/**
 * spec: the landing page's media logos. Real coverage shows as the outlets' logos, each linked to the
 * piece; while there is none on record, the strip invites the press instead of inventing a mention.
 */
export function MediaMentions({ mentions = MEDIA_MENTIONS }: { mentions?: MediaMention[] }) {
  if (mentions.length > 0) {
    return (
      <Stack gap="sm" align="center">
        <Text component="h2" fz="sm" fw={700} c="gray.7" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          As featured in
        </Text>
        <Group gap="xl" justify="center" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {mentions.map((mention) => (
            <li key={mention.href}>
              <a href={mention.href} target="_blank" rel="noopener noreferrer">
                <Image src={mention.logoUrl} alt={mention.outlet} h={32} w="auto" fit="contain" />
              </a>
            </li>
          ))}
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="sm" justify="center" wrap="nowrap" align="center">
      <IconMicrophone size={20} aria-hidden="true" style={{ flex: '0 0 auto' }} />
      <Text fz="sm" c="gray.7">
        <Text span inherit fw={700} c="navy.9">
          In the media:{' '}
        </Text>
        writing about what car repairs cost in South Africa? We share anonymised quote figures and interviews.{' '}
        <Anchor href={`mailto:${COMPANY.email}?subject=Press%20enquiry`} inherit c="navy.7" td="underline">
          Press enquiries
        </Anchor>
      </Text>
    </Group>
  );
}
