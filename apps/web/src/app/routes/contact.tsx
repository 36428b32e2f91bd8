import { Anchor, Container, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/page-intro';
import { SocialLinks } from '@/components/social-links';
import { ContactForm } from '@/features/contact';
import { COMPANY } from '@/lib/company';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={40} radius="md" color="ember.4" c="navy.9" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700} fz="sm">
          {label}
        </Text>
        <Text fz="sm" c="navy.8" component="div">
          {children}
        </Text>
      </div>
    </Group>
  );
}

export function ContactRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Contact us"
        title="We are here to help"
        lead="Questions about a quote, a booking or a payment, or interested in an organisation account? Send us a message and we will get back to you within one business day."
        documentTitle="Contact"
      />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              <Title order={2} fz="h3">
                Contact details
              </Title>
              <Stack gap="lg" component="address" style={{ fontStyle: 'normal' }}>
                <Detail icon={<IconMapPin size={20} />} label={COMPANY.name}>
                  {COMPANY.addressLines.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </Detail>
                <Detail icon={<IconMail size={20} />} label="E-mail">
                  <Anchor href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor>
                </Detail>
                <Detail icon={<IconPhone size={20} />} label="Phone">
                  <Anchor href={COMPANY.phoneHref}>{COMPANY.phoneDisplay}</Anchor>
                </Detail>
                <Detail icon={<IconClock size={20} />} label="Support hours">
                  {COMPANY.hours}
                </Detail>
              </Stack>
              <div>
                <Text fw={700} fz="sm" mb="xs">
                  Follow us
                </Text>
                <SocialLinks />
              </div>
              <Text fz="sm" c="dimmed">
                Workshops that would like to join the Motorwise partner network can use the form too: write
                “Workshop partnership” as the subject.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'lg', md: 'xl' }}
              shadow="sm"
              mt={{ base: 0, md: -120 }}
              pos="relative"
            >
              <Title order={2} fz="h3" mb="xs">
                Send us a message
              </Title>
              <Text c="dimmed" fz="sm" mb="lg">
                Fields marked with an asterisk are required.
              </Text>
              <ContactForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
