import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { DevInbox } from '@/features/dev-mail';

export function DevMailRoute() {
  const { mailId } = useParams();
  return (
    <>
      <PageIntro
        eyebrow="Development"
        title="Development inbox"
        lead="Mails the API sends while no SMTP server is configured. Newest first; refreshes every few seconds."
      />
      <Container size="lg" py="xl">
        <DevInbox selectedId={mailId} />
      </Container>
    </>
  );
}
