import { Anchor, Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { COMPANY } from '@/lib/company';

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

const TERMS: Section[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <Text>
        These terms apply when you use the Motorwise website and services operated by {COMPANY.legalName}{' '}
        (“Motorwise”, “we”). By requesting a quote, creating an account or making a booking you agree to them.
        If you use Motorwise for an organisation, you confirm that you may bind that organisation.
      </Text>
    ),
  },
  {
    id: 'our-role',
    title: 'Our role as a marketplace',
    body: (
      <Text>
        Motorwise connects you with independent partner workshops. When you accept a quote, the agreement for
        the work is between you and the workshop; the workshop is responsible for the work, the parts it
        supplies and its warranty. We check partner workshops before they may quote, run the booking and
        payment process, and help if something goes wrong.
      </Text>
    ),
  },
  {
    id: 'quotes-and-bookings',
    title: 'Quotes and bookings',
    body: (
      <List spacing="xs">
        <List.Item>Quotes are in South African rand and show parts and labour line by line.</List.Item>
        <List.Item>
          A quote is valid until the expiry date shown on it. An expired quote cannot be accepted.
        </List.Item>
        <List.Item>
          Accepting a quote books the job with that workshop. One booking can be made per request.
        </List.Item>
        <List.Item>
          Give accurate vehicle details and mileage: a quote based on wrong information may change once the
          workshop inspects the vehicle, and any change needs your approval.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <Text>
        You pay the invoiced amount online through PayFast or Paystack before collecting your vehicle. The
        invoice cannot exceed the accepted quote plus amendments you approved. Prices from VAT-registered
        workshops include VAT at 15 percent. Payments are processed by the gateway; Motorwise does not receive
        or store your card details.
      </Text>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations',
    body: (
      <Text>
        You may cancel a booking at no charge until the workshop checks your vehicle in. After check-in you
        remain liable only for work you authorised and that was performed. Workshops that cancel a booking
        must tell you immediately so you can choose another quote.
      </Text>
    ),
  },
  {
    id: 'consumer-rights',
    title: 'Your rights under the Consumer Protection Act',
    body: (
      <List spacing="xs">
        <List.Item>
          Section 15: you may not be charged for repair or maintenance work you did not authorise. Extra work
          is sent to you as an amendment that you approve or decline line by line.
        </List.Item>
        <List.Item>
          Sections 54 to 57: services must be performed in a timely manner and to a quality people are
          generally entitled to expect, and new or reconditioned parts installed during a repair, with the
          labour to install them, carry a warranty of at least three months.
        </List.Item>
        <List.Item>Nothing in these terms limits rights that the law gives you.</List.Item>
      </List>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and acceptable use',
    body: (
      <Text>
        Keep your password private and tell us straight away if you suspect someone else is using your
        account. Do not misuse the service: no false requests, no attempts to bypass the bot check or rate
        limits, and no contacting workshops to avoid the booking and payment process. We may suspend accounts
        that break these rules.
      </Text>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <Text>
        Motorwise is not liable for the workmanship of partner workshops, but we will help you resolve a
        complaint with the workshop. To the extent the law allows, our liability is limited to the fees we
        earned on the booking concerned. This does not limit liability for gross negligence or for anything
        the Consumer Protection Act does not allow us to exclude.
      </Text>
    ),
  },
  {
    id: 'changes-and-law',
    title: 'Changes and governing law',
    body: (
      <Text>
        We may update these terms and will show the new date at the top of this page; material changes are
        announced by e-mail to account holders. These terms are governed by the laws of the Republic of South
        Africa.
      </Text>
    ),
  },
];

const PRIVACY: Section[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <List spacing="xs">
        <List.Item>
          Contact details: name, e-mail address, phone number and, for businesses, company details.
        </List.Item>
        <List.Item>
          Vehicle details: make, model, year, mileage, VIN, licence-disk photo, service history and documents
          you upload.
        </List.Item>
        <List.Item>Request details: the work needed, your area, preferred dates and notes.</List.Item>
        <List.Item>
          Technical information needed to run the service securely, such as request logs. We do not use
          advertising trackers.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <Text>
        We use your information to send your request to workshops, manage quotes, bookings and payments, send
        service reminders you asked for, answer your messages and keep the service secure. We process it
        because it is needed to perform our agreement with you, to comply with the law, or in our legitimate
        interest in running a safe marketplace. We only send marketing with your consent, and every message
        lets you opt out.
      </Text>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <Text>
        The workshops you ask to quote or book see the details they need to do the job. The payment gateway
        (PayFast or Paystack) receives what it needs to take your payment. Our hosting, e-mail and mapping
        providers process information on our behalf under written agreements. We never sell your personal
        information.
      </Text>
    ),
  },
  {
    id: 'storage-and-security',
    title: 'Storage, security and retention',
    body: (
      <Text>
        We protect your information with access controls, encryption in transit and regular reviews. We keep
        it for as long as your account is active or as the law requires (for example tax records), and then
        delete or anonymise it. Your browser keeps your sign-in session and a one-day cookie with our customer
        count; neither is used for tracking.
      </Text>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights under POPIA',
    body: (
      <>
        <Text mb="xs">The Protection of Personal Information Act, 2013 (POPIA) gives you the right to:</Text>
        <List spacing="xs">
          <List.Item>
            <strong>Access</strong>: ask whether we hold personal information about you and for a copy of it.
          </List.Item>
          <List.Item>
            <strong>Correction</strong>: ask us to correct information that is inaccurate, out of date or
            incomplete.
          </List.Item>
          <List.Item>
            <strong>Deletion</strong>: ask us to delete or destroy information we are no longer entitled to
            keep.
          </List.Item>
          <List.Item>
            <strong>Objection</strong>: object to processing based on our legitimate interest, and to direct
            marketing at any time.
          </List.Item>
          <List.Item>
            <strong>Complaint</strong>: lodge a complaint with the Information Regulator of South Africa.
          </List.Item>
        </List>
        <Text mt="xs">
          E-mail our Information Officer at <Anchor href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor>{' '}
          with “POPIA request” in the subject, or use our{' '}
          <Anchor component={Link} to="/contact">
            contact form
          </Anchor>
          . We answer within 30 days and may ask you to confirm your identity first.
        </Text>
      </>
    ),
  },
];

function SectionList({ sections, numberFrom = 1 }: { sections: Section[]; numberFrom?: number }) {
  return (
    <Stack gap="xl">
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          style={{ scrollMarginTop: 96 }}
        >
          <Title order={3} id={`${section.id}-title`} fz="h4" mb="xs">
            {numberFrom + index}. {section.title}
          </Title>
          <div>{section.body}</div>
        </section>
      ))}
    </Stack>
  );
}

export function TermsRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Legal"
        title="Terms of use and privacy policy"
        lead="The rules for using Motorwise, and how we look after your personal information."
        documentTitle="Terms and privacy"
      />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Grid gap={48}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper
              withBorder
              radius="lg"
              p="lg"
              pos="sticky"
              top={96}
              component="nav"
              aria-label="On this page"
            >
              <Text fw={700} mb="sm">
                On this page
              </Text>
              <Stack gap={6}>
                <Anchor href="#terms-of-use" fw={600}>
                  Terms of use
                </Anchor>
                {TERMS.map((s) => (
                  <Anchor key={s.id} href={`#${s.id}`} fz="sm" pl="sm">
                    {s.title}
                  </Anchor>
                ))}
                <Anchor href="#privacy-policy" fw={600} mt="sm">
                  Privacy policy
                </Anchor>
                {PRIVACY.map((s) => (
                  <Anchor key={s.id} href={`#${s.id}`} fz="sm" pl="sm">
                    {s.title}
                  </Anchor>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={56} lh={1.65}>
              <Text c="dimmed" fz="sm">
                Last updated: 1 November 2026
              </Text>
              <section id="terms-of-use" aria-labelledby="terms-of-use-title" style={{ scrollMarginTop: 96 }}>
                <Title order={2} id="terms-of-use-title" mb="lg">
                  Terms of use
                </Title>
                <SectionList sections={TERMS} />
              </section>
              <section
                id="privacy-policy"
                aria-labelledby="privacy-policy-title"
                style={{ scrollMarginTop: 96 }}
              >
                <Title order={2} id="privacy-policy-title" mb="lg">
                  Privacy policy
                </Title>
                <SectionList sections={PRIVACY} />
              </section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
