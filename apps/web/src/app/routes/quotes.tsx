import { Container } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { QuotesScreen } from '@/features/quotes';

/**
 * spec: /quotes/{quoteRequestIdProp}, public; a guest's link also carries the applicant's e-mail (the
 * emailAddressProp segment after a fulfilled submission, or ?emailAddress= in the mails).
 */
export function QuotesRoute() {
  const { quoteRequestIdProp = '', emailAddressProp } = useParams();
  const [search] = useSearchParams();
  const emailAddress = emailAddressProp || search.get('emailAddress') || undefined;
  return (
    <>
      <PageIntro
        eyebrow="Your quotes"
        title="Compare your quotes"
        lead="Compare the workshops’ quotes line by line, book the one you want, and follow the job to collection."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <QuotesScreen
          key={`${quoteRequestIdProp}-${emailAddress ?? ''}`}
          uniqueId={quoteRequestIdProp}
          emailAddress={emailAddress}
        />
      </Container>
    </>
  );
}
