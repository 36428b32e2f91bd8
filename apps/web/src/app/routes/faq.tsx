import { Accordion, Anchor, Button, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { COMPANY } from '@/lib/company';

interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

const FAQS: Faq[] = [
  {
    id: 'how-it-works',
    question: 'How does Motorwise work?',
    answer: (
      <>
        Tell us which vehicle you drive, what it needs (a service, a repair, tyres, a windscreen and more),
        where you are and which days suit you. We send your request to partner workshops in your area, and
        they reply with itemised quotes. You compare price, rating and turnaround time, accept the quote you
        prefer and the booking is made. You pay online once the work is invoiced, before you collect.
      </>
    ),
  },
  {
    id: 'cost',
    question: 'Does it cost anything to request quotes?',
    answer:
      'No. Requesting and comparing quotes is free for vehicle owners, and you are never obliged to accept a quote. Partner workshops pay Motorwise a small fee when a job booked through us is completed.',
  },
  {
    id: 'how-many-quotes',
    question: 'How many quotes will I receive, and how quickly?',
    answer:
      'We ask at least three workshops to quote whenever there are enough in the distance you choose (5 to 50 km). Most quotes arrive within one business day; repair requests can take a little longer than services because workshops first confirm parts prices.',
  },
  {
    id: 'vat',
    question: 'Are prices itemised and do they include VAT?',
    answer:
      'Yes. Quotes list parts and labour line by line in rand. Prices from VAT-registered workshops include VAT at 15 percent, and the quote shows whether a workshop is VAT-registered.',
  },
  {
    id: 'payment',
    question: 'How do I pay?',
    answer:
      'You pay through PayFast or Paystack, South Africa’s established payment gateways, using a card, instant EFT or the other methods the gateway offers. You are redirected to the gateway’s secure page, so Motorwise never sees or stores your card details. Once the gateway confirms the payment, the workshop is notified and you receive a receipt by e-mail.',
  },
  {
    id: 'when-pay',
    question: 'When do I pay?',
    answer:
      'Only once the workshop has finished the work and sent the invoice, and before you collect your vehicle. The invoice can never be more than the quote you accepted plus any extra work you approved.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel a booking?',
    answer:
      'Yes. You can cancel a booking from your quote page at no charge until the workshop checks your vehicle in. After check-in, talk to the workshop through the quote page: you pay only for work you authorised, as the Consumer Protection Act requires.',
  },
  {
    id: 'extra-work',
    question: 'What happens if the workshop finds more work?',
    answer:
      'The workshop sends an amendment that lists the extra parts and labour. You approve or decline each line. Nothing you declined appears on the invoice: section 15 of the Consumer Protection Act says you may not be charged for work you did not authorise.',
  },
  {
    id: 'warranty',
    question: 'What warranty do I get on the work?',
    answer:
      'Each workshop states its warranty on parts and labour on its quote. On top of that, the Consumer Protection Act gives you an implied warranty of quality and a warranty of at least three months on new or reconditioned parts installed during a repair, and on the labour to install them.',
  },
  {
    id: 'motor-plan',
    question: 'Will using an independent workshop affect my manufacturer’s warranty?',
    answer:
      'Under the Competition Commission’s guidelines for the automotive aftermarket, an in-warranty vehicle may be serviced and repaired by a qualified independent provider, using the manufacturer’s specifications, without voiding the warranty. Some manufacturers still set conditions, so for certain brands we show a warranty notice you must accept before continuing. If in doubt, check your warranty booklet or ask your dealer.',
  },
  {
    id: 'accredited',
    question: 'Are your workshops accredited?',
    answer:
      'We check every partner workshop’s company registration, certifications (such as industry body membership and approved-repairer status) and bank details before it can quote, and every completed job can be rated and reviewed. For insurance or policy claims the onus is on you to use a repairer accredited by your insurer or policy provider; the request shows the approved repairer list where one applies.',
  },
  {
    id: 'organisations',
    question: 'Can my fleet, dealership or finance company use Motorwise?',
    answer: (
      <>
        Yes. Organisation accounts work per branch, with a dashboard, a branch picker, recent events, a
        message inbox and a global search. Teams can choose finance recon, repair and aftersales request
        types, add sales references or an admin fee, and share quotes with other branches.{' '}
        <Anchor component={Link} to="/contact">
          Contact us
        </Anchor>{' '}
        to set up your organisation.
      </>
    ),
  },
  {
    id: 'account',
    question: 'Do I need an account?',
    answer:
      'No. You can request quotes as a guest with your name, e-mail address and phone number. With a free account your vehicles stay in My Garage with their service history, your details are filled in for you and you can follow every request under Active Requests.',
  },
  {
    id: 'privacy',
    question: 'How do you protect my personal information?',
    answer: (
      <>
        We process personal information in line with the Protection of Personal Information Act (POPIA). We
        share your details only with the workshops you ask to quote or book, and with the payment gateway when
        you pay. You may ask to see, correct or delete your information at any time. Read our{' '}
        <Anchor component={Link} to="/terms#privacy-policy">
          privacy policy
        </Anchor>{' '}
        for the details.
      </>
    ),
  },
];

export function FaqRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Help centre"
        title="Frequently asked questions"
        lead="Everything you need to know about quotes, bookings, payment and your rights."
        documentTitle="FAQs"
      />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Accordion
              variant="separated"
              radius="md"
              chevronPosition="right"
              multiple
              defaultValue={['how-it-works']}
              styles={{
                item: {
                  background: 'var(--mantine-color-white)',
                  border: '1px solid var(--mantine-color-navy-1)',
                },
              }}
            >
              {FAQS.map((faq) => (
                <Accordion.Item key={faq.id} value={faq.id} id={faq.id}>
                  <Accordion.Control>
                    <Text component="span" fw={650}>
                      {faq.question}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text c="navy.8" lh={1.65}>
                      {faq.answer}
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p="xl" pos="sticky" top={96}>
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  Still have a question?
                </Title>
                <Text c="dimmed" fz="sm">
                  Our support team answers within one business day. {COMPANY.hours}.
                </Text>
                <Button component={Link} to="/contact">
                  Contact us
                </Button>
                <Text fz="sm">
                  Or e-mail <Anchor href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor>
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
