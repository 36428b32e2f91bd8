import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ESTIMATE_LEVEL_TEXT,
  ESTIMATE_LEVELS,
  ESTIMATE_MIN_QUOTES,
  formatRand,
  type ManualVehicle,
  type QuoteEstimate,
  type QuoteEstimateRequest,
  type QuoteType,
  type RepairItemNode,
  type Vehicle,
} from '@motorwise/shared';
import { IconArrowRight, IconInfoCircle, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionPanel } from '@/components/section-panel';
import { Segmented } from '@/components/segmented';
import { ManualVehicleForm, VehicleCard, VehicleSearchWidget, vehicleTitle } from '@/features/vehicles';
import { errorMessageOf } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useQuoteEstimate } from '../api/estimate-api';
import { emptyDraft, type Selection, writeDraft } from './quote-draft';
import { RepairItemTree } from './repair-item-tree';
import { type Step2Item, step2ItemOf } from './step2-item';

/**
 * A signed-in person's garage dropdown, loaded only for them: the garage's code (its lists, forms and
 * dialogs, 13 KB) stays out of a visitor's first load.
 */
const GarageVehicleSelect = lazy(() =>
  import('@/features/garage').then((m) => ({ default: m.GarageVehicleSelect })),
);

/** The kinds of work an estimate covers: the customer's two request types (decision 019). */
const ESTIMATE_TYPES: { value: QuoteType; label: string }[] = [
  { value: 'SMC_Service', label: 'Service' },
  { value: 'SMC_Repair', label: 'Repair' },
];

const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** '24 quotes for the same model': how many quotes, and how alike their vehicles were. */
const basedOn = (e: QuoteEstimate) =>
  `${e.quotesUsed} ${e.quotesUsed === 1 ? 'quote' : 'quotes'}: ${e.levelText.charAt(0).toLowerCase()}${e.levelText.slice(1)}`;

const rand = (price: number | null) => (price === null ? '–' : formatRand(Math.round(price * 100)));

/** The vehicle part of the estimate's body: a catalogue id, or what a hand-entered vehicle says. */
function vehicleOfSelection(
  selection: Selection,
): Pick<QuoteEstimateRequest, 'vehicleId' | 'vehicle'> | null {
  if (selection.kind === 'catalogue') return { vehicleId: String(selection.vehicle.id) };
  if (selection.kind === 'garage') return { vehicleId: String(selection.garageVehicle.vehicle.id) };
  const m: ManualVehicle | null | undefined = selection.manual;
  return m ? { vehicle: { brand: m.brand, range: m.range, model: m.model } } : null;
}

function selectionTitle(selection: Selection): string {
  if (selection.kind === 'catalogue') return vehicleTitle(selection.vehicle);
  if (selection.kind === 'garage') return vehicleTitle(selection.garageVehicle.vehicle);
  const m = selection.manual;
  return m ? vehicleTitle(m) : 'Your vehicle';
}

/**
 * /quote-estimate (decision 019): a vehicle, the items from the repair-item tree, and per item the from,
 * to and average price incl. VAT from quotes really given, how wide the comparison had to go, and a plain
 * sentence when there is too little history; then a request for quotes for exactly these items.
 */
export function QuoteEstimatePanel() {
  const navigate = useNavigate();
  const { isOrganisationUser, status } = useSession();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [quoteType, setQuoteType] = useState<QuoteType>('SMC_Service');
  const [items, setItems] = useState<Step2Item[]>([]);
  const estimate = useQuoteEstimate();

  const chooseVehicle = (next: Selection | null) => {
    setSelection(next);
    estimate.reset();
  };
  const toggle = (node: RepairItemNode, on: boolean) => {
    estimate.reset();
    setItems((list) =>
      on
        ? [...list.filter((i) => i.id !== node.id), step2ItemOf(node)]
        : list.filter((i) => i.id !== node.id),
    );
  };
  const vehicle = selection ? vehicleOfSelection(selection) : null;
  const canEstimate = vehicle !== null && items.length > 0;

  const run = () => {
    if (!vehicle) return;
    estimate.mutate({ ...vehicle, items: items.map((i) => i.id) });
  };

  // The request for quotes starts from a draft with this vehicle, type and items (step 2 filled in).
  const requestQuotes = () => {
    if (!selection) return;
    writeDraft({
      ...emptyDraft(),
      selection,
      // Organisation users choose a request category first, and the type within it.
      quoteType: isOrganisationUser ? null : quoteType,
      steps: { step2: { items, partsPreference: "I don't mind" } },
    });
    navigate(selection.kind === 'garage' ? `/new-quote/${selection.garageVehicle.id}` : '/new-quote');
  };

  const error = estimate.error ? errorMessageOf(estimate.error) : null;

  return (
    <Stack gap="lg">
      <SectionPanel labelledBy="estimate-vehicle-title">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="h3" id="estimate-vehicle-title">
            Which vehicle is it for?
          </Title>
          {selection && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => chooseVehicle(null)}
            >
              Change vehicle
            </Button>
          )}
        </Group>
        {!selection && (
          <VehicleSearchWidget
            onSelectVehicle={(v: Vehicle) => chooseVehicle({ kind: 'catalogue', vehicle: v })}
            onManualEntry={() => chooseVehicle({ kind: 'manual' })}
            garage={
              status === 'authenticated' && (
                <Suspense fallback={null}>
                  <GarageVehicleSelect
                    onSelect={(gv) => chooseVehicle({ kind: 'garage', garageVehicle: gv })}
                  />
                </Suspense>
              )
            }
          />
        )}
        {selection?.kind === 'manual' && (
          <ManualVehicleForm
            onChange={(m) => {
              estimate.reset();
              setSelection((s) => (s?.kind === 'manual' ? { ...s, manual: m } : s));
            }}
          />
        )}
        {selection?.kind === 'catalogue' && <VehicleCard vehicle={selection.vehicle} />}
        {selection?.kind === 'garage' && (
          <VehicleCard vehicle={selection.garageVehicle.vehicle} name={selection.garageVehicle.name} />
        )}
      </SectionPanel>

      <SectionPanel labelledBy="estimate-items-title">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} fz="h3" id="estimate-items-title">
              What does it need?
            </Title>
            <Segmented
              aria-label="Kind of work"
              data={ESTIMATE_TYPES}
              value={quoteType}
              onChange={(v) => {
                setQuoteType(v);
                setItems([]);
                estimate.reset();
              }}
            />
          </Group>
          {/* The loaded tree is taller than a screen: while it loads, the button and the footer wait below. */}
          <RepairItemTree
            quoteType={quoteType}
            chosen={items.map((i) => i.id)}
            onToggle={toggle}
            loadingMinHeight="100vh"
          />
          <Group justify="flex-end">
            <Button
              color="ember.4"
              c="navy.9"
              disabled={!canEstimate}
              loading={estimate.isPending}
              onClick={run}
            >
              See the estimate
            </Button>
          </Group>
        </Stack>
      </SectionPanel>

      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {estimate.isPending && <Loader aria-label="Working out the estimate" />}
      {estimate.data && selection && (
        <EstimateResult
          title={selectionTitle(selection)}
          estimates={estimate.data}
          onRequestQuotes={requestQuotes}
        />
      )}
    </Stack>
  );
}

function EstimateResult({
  title,
  estimates,
  onRequestQuotes,
}: {
  title: string;
  estimates: QuoteEstimate[];
  onRequestQuotes: () => void;
}) {
  const thin = estimates.filter((e) => e.tooFew && e.message);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <SectionPanel labelledBy="estimate-result-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="estimate-result-title">
            Price estimate
          </Title>
          <Text c="dimmed" fz="sm">
            {title}. Prices include VAT and come from quotes partner workshops really sent.
          </Text>
        </div>
        {phone ? (
          // A phone gets one card per item: five columns do not fit.
          <Stack gap="xs" component="ul" aria-label="Price estimate" style={PLAIN_LIST}>
            {estimates.map((e) => (
              <Paper component="li" key={e.quoteRequestItemName} withBorder radius="md" p="sm">
                <Text fw={600}>{e.quoteRequestItemName}</Text>
                {e.estimateAveragePriceIncl === null ? (
                  <Text fz="sm">No estimate yet</Text>
                ) : (
                  <>
                    <Text fz="sm">
                      From {rand(e.estimateFromPriceIncl)} to {rand(e.estimateToPriceIncl)}
                    </Text>
                    <Text fz="sm" fw={600}>
                      Average {rand(e.estimateAveragePriceIncl)}
                    </Text>
                  </>
                )}
                <Text fz="xs" c="dimmed">
                  {basedOn(e)}
                </Text>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table aria-label="Price estimate" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">From</Table.Th>
                <Table.Th ta="right">To</Table.Th>
                <Table.Th ta="right">Average</Table.Th>
                <Table.Th>Based on</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {estimates.map((e) => (
                <Table.Tr key={e.quoteRequestItemName}>
                  <Table.Td fw={600}>{e.quoteRequestItemName}</Table.Td>
                  <Table.Td ta="right" style={NOWRAP}>
                    {rand(e.estimateFromPriceIncl)}
                  </Table.Td>
                  <Table.Td ta="right" style={NOWRAP}>
                    {rand(e.estimateToPriceIncl)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={NOWRAP}>
                    {rand(e.estimateAveragePriceIncl)}
                  </Table.Td>
                  <Table.Td fz="sm">{basedOn(e)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {thin.map((e) => (
          <Alert key={e.quoteRequestItemName} color="yellow" variant="light" title={e.quoteRequestItemName}>
            {e.message}
          </Alert>
        ))}
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          We compare your vehicle with the closest ones first:{' '}
          {ESTIMATE_LEVELS.map((l) => ESTIMATE_LEVEL_TEXT[l].toLowerCase()).join(', then ')}, until at least{' '}
          {ESTIMATE_MIN_QUOTES} quotes are found. "From" and "To" leave out the cheapest and dearest tenth;
          the average is the middle price.
        </Alert>
        <Group justify="flex-end">
          <Button
            size={phone ? 'sm' : 'md'}
            fullWidth={phone}
            color="ember.4"
            c="navy.9"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            onClick={onRequestQuotes}
          >
            Request quotes for these items
          </Button>
        </Group>
      </Stack>
    </SectionPanel>
  );
}
