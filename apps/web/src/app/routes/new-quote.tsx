import { PageIntro } from '@/components/page-intro';
import { NewQuoteWizard } from '@/features/quote-requests';

/** spec: /new-quote/{vehicleMappingIdProp?}. */
export function NewQuoteRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Get a quote"
        title="Request service and repair quotes"
        lead="Tell us about your vehicle and what it needs. Partner workshops near you send itemised quotes to compare."
      />
      <NewQuoteWizard />
    </>
  );
}
