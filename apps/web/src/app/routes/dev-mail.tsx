import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { DevInbox, DevTexts } from '@/features/dev-mail';

export function DevMailRoute() {
  const { mailId } = useParams();
  return (
    <>
      <PageIntro
        eyebrow="Development"
        title="Development inbox"
        lead="Mails and texts (SMS, WhatsApp) the API sends while no SMTP server or text provider is configured. Newest first; refreshes every few seconds."
      />
      <Container size="lg" py="xl">
        <DevInbox selectedId={mailId} />
        <DevTexts />
      </Container>
    </>
  );
}
