import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  addDays,
  bookingTermsText,
  calendarDate,
  formatDate,
  type InstantBookingAnswer,
  type InstantPriceOffer,
  type RequestAddress,
} from '@motorwise/shared';
import { IconBolt, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DaySelect, DropOffTimeSelect, problemOf, rand } from '@/features/quotes';
import {
  useBookInstantPrice,
  useDropOffSlots,
  useInstantPriceOffers,
  useYardstick,
} from '../api/instant-prices-api';

/** Where the vehicle is, as the request flow's step 3 holds it. */
export interface OffersPlace {
  lat: number;
  lng: number;
  placeId?: string | null;
  streetNumber?: string | null;
  streetName?: string | null;
  suburb?: string | null;
  town?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

export interface InstantPriceOffersProps {
  /** The catalogue vehicle's id (a hand-entered vehicle has no class: no offers). */
  vehicleId: string | null;
  /** The jobs chosen in step 2 (repair-item template ids). */
  items: string[];
  place: OffersPlace | null;
  vehicleMileage: number | null;
  isGuest: boolean;
}

/** How many days ahead the booking offers (the booking takes up to 60; a month is what people pick from). */
const DAYS_AHEAD = 30;

const requestAddress = (p: OffersPlace): RequestAddress => ({
  placeId: p.placeId ?? null,
  streetNumber: p.streetNumber ?? null,
  streetName: p.streetName ?? null,
  suburb: p.suburb ?? null,
  town: p.town ?? null,
  city: p.city ?? null,
  province: p.province ?? null,
  country: p.country ?? 'South Africa',
  postalCode: p.postalCode ?? null,
  lat: p.lat,
  lng: p.lng,
});

/** The day and drop-off time for one offer, and the booking. */
function BookOffer({
  offer,
  vehicleId,
  place,
  vehicleMileage,
  onBooked,
}: {
  offer: InstantPriceOffer;
  vehicleId: string;
  place: OffersPlace;
  vehicleMileage: number | null;
  onBooked: (answer: InstantBookingAnswer) => void;
}) {
  const from = addDays(calendarDate(new Date()), 1);
  const slots = useDropOffSlots(offer.workshopId, from, addDays(from, DAYS_AHEAD));
  const book = useBookInstantPrice();
  const diary = slots.data?.workshops.find((w) => w.workshopId === offer.workshopId);
  const days = diary?.days ?? [];
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const day = days.find((d) => d.date === (date ?? days[0]?.date));
  const chosenTime = time ?? day?.times[0] ?? null;

  if (slots.isPending) return <Loader size="sm" aria-label="Loading the days with room" />;
  if (days.length === 0)
    return (
      <Text size="sm" c="dimmed">
        This workshop has no room in the next {DAYS_AHEAD} days. Please choose another price or request
        quotes.
      </Text>
    );

  const confirm = async () => {
    if (!day) return;
    setProblem(null);
    try {
      onBooked(
        await book.mutateAsync({
          menuPriceId: offer.menuPriceId,
          vehicleId,
          address: requestAddress(place),
          serviceDate: day.date,
          dropOffTime: chosenTime ?? undefined,
          vehicleMileage,
        }),
      );
    } catch (error) {
      setProblem(problemOf(error));
      void slots.refetch();
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <DaySelect
          label="Day"
          days={days}
          value={day?.date ?? ''}
          onChange={(chosen) => {
            setDate(chosen);
            setTime(null);
          }}
        />
        <DropOffTimeSelect times={day?.times ?? []} value={chosenTime ?? undefined} onChange={setTime} />
        <Button
          leftSection={<IconCheck size={16} />}
          loading={book.isPending}
          disabled={!day}
          onClick={confirm}
        >
          Confirm booking at {rand(offer.priceIncl)}
        </Button>
      </Group>
      {diary && (
        <Text size="sm" c="dimmed">
          {bookingTermsText(diary.freeChangeHours)}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Beside "Request quotes" in the request flow (decision 077): the fixed prices of nearby workshops for the
 * chosen jobs and this vehicle's class, cheapest first, with the history-based estimate as a yardstick,
 * each bookable in one step (signed in).
 */
export function InstantPriceOffers({
  vehicleId,
  items,
  place,
  vehicleMileage,
  isGuest,
}: InstantPriceOffersProps) {
  const ready = vehicleId !== null && items.length > 0 && place !== null;
  const offers = useInstantPriceOffers(ready ? { vehicleId, items, lat: place.lat, lng: place.lng } : null);
  const yardstick = useYardstick(ready ? vehicleId : null, items);
  const [open, setOpen] = useState<string | null>(null);
  const [booked, setBooked] = useState<InstantBookingAnswer | null>(null);
  if (!ready || !offers.data || offers.data.offers.length === 0) return null;
  const estimate = yardstick.data?.find((e) => e.estimateAveragePriceIncl !== null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="instant-prices-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconBolt size={20} aria-hidden="true" />
          <Title order={2} fz="h4" id="instant-prices-title">
            Fixed prices near you
          </Title>
          <Badge variant="light">{offers.data.vehicleClassText}</Badge>
        </Group>
        <Text size="sm">
          Book one of these at its price now, or go on to request quotes from the workshops you choose.
        </Text>
        {estimate && (
          <Text size="sm" c="dimmed">
            For comparison: workshops quoted {estimate.quoteRequestItemName.toLowerCase()} for vehicles like
            yours at {rand(estimate.estimateFromPriceIncl ?? 0)} to {rand(estimate.estimateToPriceIncl ?? 0)}{' '}
            (typically {rand(estimate.estimateAveragePriceIncl ?? 0)}).
          </Text>
        )}
        {booked && (
          <Alert color="teal" title="Booked" role="status">
            <Stack gap={4}>
              <Text size="sm">{booked.message}</Text>
              <Text size="sm">Reference {booked.reference}. We sent the confirmation to your phone.</Text>
              <Anchor component={Link} to={`/quotes/${booked.requestUniqueId}`}>
                See your booking
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Stack gap="xs" component="ul" aria-label="Fixed prices" style={{ listStyle: 'none', padding: 0 }}>
          {offers.data.offers.map((o) => (
            <Paper
              component="li"
              withBorder
              radius="sm"
              p="sm"
              key={o.menuPriceId}
              aria-label={o.workshopName}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={700}>{o.workshopName}</Text>
                    <Text size="sm" c="dimmed">
                      {[o.suburb, o.city].filter(Boolean).join(', ')} · {o.distanceKm} km
                      {o.rating > 0 ? ` · rated ${o.rating.toFixed(1)} of 5` : ''}
                    </Text>
                  </div>
                  <Text fw={700} fz="lg">
                    {rand(o.priceIncl)}
                  </Text>
                </Group>
                <Text size="sm">
                  {o.jobName}, {o.partsPreference.toLowerCase()}: {o.included.join(', ')}.
                </Text>
                <Text size="xs" c="dimmed">
                  Holds until {formatDate(`${o.validUntil}T12:00:00Z`)}
                  {o.guarantee ? ` · Guarantee: ${o.guarantee}` : ''}
                </Text>
                {booked ? null : isGuest ? (
                  <Anchor component={Link} to="/account/login" size="sm">
                    Sign in to book at {rand(o.priceIncl)}
                  </Anchor>
                ) : open === o.menuPriceId ? (
                  <BookOffer
                    offer={o}
                    vehicleId={vehicleId}
                    place={place}
                    vehicleMileage={vehicleMileage}
                    onBooked={setBooked}
                  />
                ) : (
                  <Group>
                    <Button
                      size="sm"
                      variant="light"
                      onClick={() => setOpen(o.menuPriceId)}
                      aria-label={`Book ${o.workshopName} at ${rand(o.priceIncl)}`}
                    >
                      Book at {rand(o.priceIncl)}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

const isPlace = (v: unknown): v is OffersPlace =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as OffersPlace).lat === 'number' &&
  typeof (v as OffersPlace).lng === 'number';

/**
 * The offers from the request flow's draft as typed (its steps' raw values): step 2's jobs, step 3's place,
 * step 1's mileage. So the wizard hands over its draft and nothing else.
 */
export function InstantPriceOffersOfDraft({
  steps,
  vehicleId,
  isGuest,
}: {
  steps: Record<string, Record<string, unknown> | undefined>;
  vehicleId: string | null;
  isGuest: boolean;
}) {
  const items = Array.isArray(steps.step2?.items)
    ? (steps.step2.items as { id?: unknown }[]).flatMap((i) => (typeof i.id === 'string' ? [i.id] : []))
    : [];
  const place = isPlace(steps.step3?.address) ? steps.step3.address : null;
  const mileage = Number(steps.step1?.vehicleMileage);
  return (
    <InstantPriceOffers
      vehicleId={vehicleId}
      items={items}
      place={place}
      vehicleMileage={Number.isInteger(mileage) && mileage > 0 ? mileage : null}
      isGuest={isGuest}
    />
  );
}
