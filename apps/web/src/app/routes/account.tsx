import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { AccountView } from '@/features/account';
import { useSession } from '@/lib/session';

/** spec: /account (signed in): profile, password, two-factor, privacy and the organisation. */
export function AccountRoute() {
  const { user } = useSession();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <>
      <PageIntro
        eyebrow="Your account"
        title={name ? `Hello, ${user?.firstName}` : 'Account'}
        documentTitle="Account"
        lead={name ? `Signed in as ${name} (${user?.email}).` : `Signed in as ${user?.email ?? ''}.`}
      />
      <Container size="lg" py={{ base: 24, md: 40 }} px={{ base: 'sm', sm: 'md' }}>
        <AccountView />
      </Container>
    </>
  );
}
