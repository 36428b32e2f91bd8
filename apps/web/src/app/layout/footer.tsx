import { Box, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { APP_VERSION } from '@motorwise/shared';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { SOCIAL } from '@/components/social-profiles';
import { COMPANY } from '@/lib/company';
import { useSession } from '@/lib/session';
import classes from './footer.module.css';

const SITE_MAP = [
  { label: 'Home', to: '/home' },
  { label: 'Get a quote', to: '/new-quote' },
  { label: 'Price estimate', to: '/quote-estimate' },
  { label: 'About us', to: '/about' },
  { label: 'FAQs', to: '/faq' },
  { label: 'Contact us', to: '/contact' },
  // Workshops apply to join (issue 22 item 2, decision 062).
  { label: 'Become a partner', to: '/partners/apply' },
];

/**
 * Invite, for a guest, is the spec's Accept invite page, /account/invite: without an invite's code it asks
 * for the invite again by e-mail address (a guest used to be sent to the login page). A signed-in person
 * goes to the account page, where organisation users invite colleagues. Register is for guests only: a
 * signed-in person already has an account (the header drops it too).
 */
function accountLinks(signedIn: boolean) {
  return [
    ...(signedIn ? [] : [{ label: 'Register', to: '/account/register' }]),
    { label: 'Invite', to: signedIn ? '/account' : '/account/invite' },
    { label: 'View workshops', to: '/workshops' },
  ];
}

// spec: Terms and Privacy both go to /terms (the page holds both, with anchors).
const LEGAL_LINKS = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/terms' },
];

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <Text component="h2" id={id} className={classes.heading}>
        {title}
      </Text>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const session = useSession();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Grid gap={{ base: 32, md: 40 }}>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="md">
              <Box c="white">
                <BrandLogo />
              </Box>
              <Text fz="sm" maw={300}>
                Compare service and repair quotes from trusted South African workshops, book online and pay
                securely.
              </Text>
              {/* Round icon links as the contact page's SocialLinks draws them, without Mantine's ActionIcon,
                  which no other part of every page's first load uses (decision 082). */}
              <Group gap="xs">
                {SOCIAL.map(({ label, href, Icon }) => (
                  <a
                    key={label}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className={`mantine-focus-auto mantine-active ${classes.social}`}
                  >
                    <Icon size={18} aria-hidden="true" />
                  </a>
                ))}
              </Group>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 6, md: 3 }}>
            <LinkList title="Site map" links={SITE_MAP} />
          </Grid.Col>

          <Grid.Col span={{ base: 6, md: 3 }}>
            <Stack gap="xl">
              <LinkList title="Your account" links={accountLinks(session.status === 'authenticated')} />
              <LinkList title="Legal" links={LEGAL_LINKS} />
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 3 }}>
            <section aria-labelledby="footer-contact">
              <Text component="h2" id="footer-contact" className={classes.heading}>
                Contact us
              </Text>
              <address className={classes.address}>
                <Text fw={700} c="white" fz="sm">
                  {COMPANY.name}
                </Text>
                {COMPANY.addressLines.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
                <Group gap={6} mt="sm" wrap="nowrap">
                  <IconMail size={16} aria-hidden="true" />
                  <a className={classes.link} href={`mailto:${COMPANY.email}`}>
                    {COMPANY.email}
                  </a>
                </Group>
                <Group gap={6} mt={4} wrap="nowrap">
                  <IconPhone size={16} aria-hidden="true" />
                  <a className={classes.link} href={COMPANY.phoneHref}>
                    {COMPANY.phoneDisplay}
                  </a>
                </Group>
              </address>
            </section>
          </Grid.Col>
        </Grid>

        <Group justify="space-between" className={classes.bottom} gap="xs">
          <Text fz="xs" c="navy.2">
            {`© ${year} Motorwise`}
          </Text>
          <Text fz="xs" c="navy.2">
            {`Version ${APP_VERSION}`}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
