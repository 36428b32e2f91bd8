import {
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { GOOGLE_RATING, SAVINGS_UP_TO_PERCENT } from '@motorwise/shared';
import {
  IconBuildingSkyscraper,
  IconCar,
  IconCheck,
  IconReceipt,
  IconShieldCheck,
  IconTool,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { Claims } from '@/features/marketing';
import { CUSTOMERS_SINCE } from '@/lib/constants';

const AUDIENCES = [
  {
    icon: IconCar,
    title: 'For vehicle owners',
    body: 'Describe the service or repair your car needs once, and accredited workshops near you send itemised quotes. Compare prices, ratings and turnaround times, book the one you like and pay online before you collect your vehicle.',
    points: ['Free to request quotes', 'Prices in rand, VAT included', 'Your garage keeps the history'],
  },
  {
    icon: IconBuildingSkyscraper,
    title: 'For organisations',
    body: 'Fleet, dealer and finance-recon teams work per branch: a dashboard, a branch picker, recent events, a message inbox and a global search. Add sales references or an admin fee to a request and share quotes with other branches.',
    points: ['Branch-level control', 'Recon and aftersales request types', 'Live updates on every job'],
  },
  {
    icon: IconTool,
    title: 'For workshops',
    body: 'Independent and franchised workshops receive real, well-described requests from customers in their area. Quote line by line, handle amendments and invoices in one place, and get paid through PayFast or Paystack.',
    points: ['Qualified leads, no cold calls', 'Amendments the customer approves', 'Fast, verified payments'],
  },
];

const PROMISES = [
  {
    icon: IconReceipt,
    title: 'Transparent, itemised quotes',
    body: 'Every quote lists parts and labour separately with VAT at 15 percent, so you compare like with like.',
  },
  {
    icon: IconShieldCheck,
    title: 'No surprise charges',
    body: 'In line with section 15 of the Consumer Protection Act, no work is charged unless you authorised it. Extra work arrives as an amendment you approve or decline, line by line.',
  },
  {
    icon: IconCheck,
    title: 'Accredited partners',
    body: 'We check every partner workshop’s registration, certifications and bank details before it can quote, and customers rate every completed job.',
  },
];

export function AboutRoute() {
  return (
    <>
      <PageIntro
        eyebrow="About Motorwise"
        title="Car care without the guesswork"
        documentTitle="About us"
        lead="Motorwise is a South African marketplace that connects vehicle owners and organisations with trusted workshops. Compare real quotes, book online and pay securely, all in one place."
      />

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap={56}>
          <section aria-labelledby="about-story">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
              <Stack gap="sm">
                <Title order={2} id="about-story">
                  Why we started
                </Title>
                <Text>
                  Getting a car serviced or repaired in South Africa often meant phoning around, waiting for
                  call-backs and hoping the final invoice matched the verbal quote. We started Motorwise in
                  Johannesburg in 2020 to change that: one request, several written quotes, and a clear record
                  of what you agreed to pay.
                </Text>
                <Text>
                  Since {CUSTOMERS_SINCE} we have helped drivers, fleets and dealerships across the country
                  compare prices from partner workshops. Customers who compare quotes on Motorwise save up to{' '}
                  {SAVINGS_UP_TO_PERCENT} percent on the same job, and they rate us {GOOGLE_RATING.toFixed(1)}{' '}
                  out of 5 on Google.
                </Text>
              </Stack>
              <Stack gap="sm">
                <Title order={2} fz="h3">
                  How we are paid
                </Title>
                <Text>
                  Requesting and comparing quotes is free for vehicle owners. Partner workshops pay Motorwise
                  a small success fee only when a job booked through the marketplace is completed, so we only
                  do well when you get your vehicle back, sorted, at the price you accepted.
                </Text>
              </Stack>
            </SimpleGrid>
          </section>

          <section aria-labelledby="about-numbers">
            <Title order={2} id="about-numbers" mb="lg">
              Motorwise in numbers
            </Title>
            <Claims />
          </section>

          <section aria-labelledby="about-who">
            <Title order={2} id="about-who" mb="lg">
              Who we work for
            </Title>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {AUDIENCES.map(({ icon: Icon, title, body, points }) => (
                <Card key={title} withBorder radius="lg" padding="xl" shadow="xs">
                  <ThemeIcon size={48} radius="xl" color="navy" variant="light" mb="md" aria-hidden="true">
                    <Icon size={26} />
                  </ThemeIcon>
                  <Title order={3} fz="h4" mb="xs">
                    {title}
                  </Title>
                  <Text c="dimmed" mb="md">
                    {body}
                  </Text>
                  <List
                    spacing={6}
                    size="sm"
                    icon={
                      <ThemeIcon size={20} radius="xl" color="ember.4" c="navy.9" aria-hidden="true">
                        <IconCheck size={13} />
                      </ThemeIcon>
                    }
                  >
                    {points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                </Card>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="about-promise">
            <Title order={2} id="about-promise" mb="lg">
              Our promise
            </Title>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
              {PROMISES.map(({ icon: Icon, title, body }) => (
                <Group key={title} align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon size={42} radius="md" color="ember.4" c="navy.9" aria-hidden="true">
                    <Icon size={22} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700} mb={4}>
                      {title}
                    </Text>
                    <Text c="dimmed" fz="sm">
                      {body}
                    </Text>
                  </div>
                </Group>
              ))}
            </SimpleGrid>
          </section>

          <Card radius="lg" padding="xl" bg="navy.9" c="white">
            <Group justify="space-between" gap="lg">
              <div>
                <Title order={2} c="white" fz="h3">
                  Ready when your car is
                </Title>
                <Text c="navy.1">Request quotes in a few minutes. No account needed.</Text>
              </div>
              <Group gap="sm">
                <Button component={Link} to="/new-quote" color="ember.4" c="navy.9" size="md">
                  Get a quote
                </Button>
                <Button component={Link} to="/contact" variant="outline" color="gray.0" size="md">
                  Talk to us
                </Button>
              </Group>
            </Group>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
