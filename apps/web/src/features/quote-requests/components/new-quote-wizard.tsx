import {
  Accordion,
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Stepper,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  type GarageVehicle,
  type ManualVehicle,
  needsWarrantyDisclaimer,
  type PolicyDialog,
  QUOTE_REQUEST_STEPS,
  type QuoteType,
  quoteTypeDisplayName,
  UI_MESSAGES,
  type Vehicle,
} from '@motorwise/shared';
import { IconArrowRight, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog';
import { SectionPanel } from '@/components/section-panel';
import {
  GarageServiceSchedule,
  GarageVehicleHistory,
  GarageVehicleSelect,
  PolicyCard,
  PolicyDialogModal,
  useGarageVehicle,
} from '@/features/garage';
import {
  ManualVehicleForm,
  ServiceIntervalPanel,
  VehicleCard,
  VehicleDetailsTable,
  VehicleSearchWidget,
  vehicleTitle,
} from '@/features/vehicles';
import { useSession } from '@/lib/session';
import { RequestTypeCards, type RequestTypeOption } from './request-type-cards';
import { WarrantyDisclaimer } from './warranty-disclaimer';

type Selection =
  | { kind: 'catalogue'; vehicle: Vehicle }
  | { kind: 'garage'; garageVehicle: GarageVehicle }
  | { kind: 'manual' };

/** What /home hands over when a visitor picks a vehicle there. */
export interface NewQuoteLocationState {
  vehicle?: Vehicle;
  manual?: boolean;
}

function selectionBrand(selection: Selection | null, manualBrand: string): string | null {
  if (!selection) return null;
  if (selection.kind === 'catalogue') return selection.vehicle.brand;
  if (selection.kind === 'garage') return selection.garageVehicle.vehicle.brand;
  // spec: the disclaimer applies to manual entry too, from the brand as typed.
  return manualBrand;
}

/**
 * spec: the quote request wizard of /new-quote/{vehicleMappingIdProp?}: the vehicle and the request type;
 * the four-step stepper comes later. Reads the route's vehicleMappingIdProp and what /home handed over.
 */
export function NewQuoteWizard() {
  const { vehicleMappingIdProp } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const handed = (location.state ?? null) as NewQuoteLocationState | null;

  const [selection, setSelection] = useState<Selection | null>(() =>
    handed?.vehicle
      ? { kind: 'catalogue', vehicle: handed.vehicle }
      : handed?.manual
        ? { kind: 'manual' }
        : null,
  );
  const [manual, setManual] = useState<ManualVehicle | null>(null);
  const [manualBrand, setManualBrand] = useState('');
  const [warrantyAccepted, setWarrantyAccepted] = useState(false);
  const [quoteType, setQuoteType] = useState<QuoteType | null>(null);
  const [policyQuoteMode, setPolicyQuoteMode] = useState(false);
  const [policyDialog, setPolicyDialog] = useState<PolicyDialog | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [started, setStarted] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);

  const chooseVehicle = (next: Selection) => {
    // spec: changing the vehicle clears the selected garage vehicle and the policy flag.
    setSelection(next);
    setManual(null);
    setWarrantyAccepted(false);
    setQuoteType(null);
    setScheduleOpen(false);
    setPolicyQuoteMode(false);
    setPolicyDialog(null);
    if (next.kind === 'garage') {
      // spec: the policy statuses (policyEffect, applied by the API to the garage answer).
      const policy = next.garageVehicle.innovationPolicy;
      if (policy?.policyQuoteMode) {
        setPolicyQuoteMode(true);
        setQuoteType('IGS_Policy');
      }
      if (policy?.showPolicyCard && policy.dialog) setPolicyDialog(policy.dialog);
    }
  };

  // /new-quote/{vehicleMappingId}: the garage vehicle the quote is for (signed-in users).
  const mapping = useGarageVehicle(status === 'authenticated' ? vehicleMappingIdProp : undefined);
  const appliedMapping = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: chooseVehicle only sets state; once per loaded mapping
  useEffect(() => {
    if (mapping.data && appliedMapping.current !== mapping.data.id) {
      appliedMapping.current = mapping.data.id;
      chooseVehicle({ kind: 'garage', garageVehicle: mapping.data });
    }
  }, [mapping.data]);

  const clear = () => {
    setSelection(null);
    setManual(null);
    setWarrantyAccepted(false);
    setQuoteType(null);
    setPolicyQuoteMode(false);
    setPolicyDialog(null);
    setStarted(false);
    setScheduleOpen(false);
    appliedMapping.current = null;
    if (vehicleMappingIdProp || location.state) navigate('/new-quote', { replace: true, state: null });
  };
  const askToClear = () =>
    confirm(
      {
        title: 'Clear this request?',
        message: 'This removes the vehicle and the request type you chose, so you can start again.',
        confirmLabel: 'Clear',
        danger: true,
      },
      clear,
    );

  const brand = selectionBrand(selection, manualBrand);
  const warrantyPending = needsWarrantyDisclaimer(brand) && !warrantyAccepted;
  const manualInvalid = selection?.kind === 'manual' && manual === null;
  // spec: Start is disabled until a quote type is chosen, while a warranty warning is unaccepted, or while
  // the manual form is invalid.
  const canStart = selection !== null && quoteType !== null && !warrantyPending && !manualInvalid;

  const options: RequestTypeOption[] = [
    { quoteType: 'SMC_Service', disabled: policyQuoteMode },
    { quoteType: 'SMC_Repair', disabled: policyQuoteMode },
    ...(policyQuoteMode ? [{ quoteType: 'IGS_Policy' as const }] : []),
  ];

  const vehicle =
    selection?.kind === 'catalogue'
      ? selection.vehicle
      : selection?.kind === 'garage'
        ? selection.garageVehicle.vehicle
        : null;
  const garageVehicle = selection?.kind === 'garage' ? selection.garageVehicle : null;
  const title = vehicle
    ? vehicleTitle(vehicle)
    : manual
      ? `${manual.year} ${manual.brand} ${manual.range} ${manual.model}`
      : 'Your vehicle';

  return (
    <>
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        {started && selection && quoteType ? (
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stepper
                active={0}
                size="sm"
                allowNextStepsSelect={false}
                orientation="horizontal"
                visibleFrom="sm"
              >
                {QUOTE_REQUEST_STEPS.map((step) => (
                  <Stepper.Step key={step} label={step} />
                ))}
              </Stepper>
              <Stack
                gap="sm"
                mt="lg"
                p={{ base: 'md', sm: 'xl' }}
                style={{ border: '2px dashed var(--mantine-color-navy-2)', borderRadius: 12 }}
                component="section"
                aria-labelledby="step-1-title"
              >
                <Badge color="navy" variant="light" w="fit-content">
                  Step 1 of 4
                </Badge>
                <Title order={2} fz="h3" id="step-1-title">
                  Step 1 Vehicle Details
                </Title>
                <Text>
                  <Text span fw={700}>
                    {title}
                  </Text>
                  {' · '}
                  {quoteTypeDisplayName(quoteType)}
                </Text>
                <Text c="dimmed" fz="sm">
                  Next you will confirm the mileage, VIN or licence disk, choose the work and book workshops.
                  This part of the request is on its way.
                </Text>
                <Group>
                  <Button variant="default" onClick={() => setStarted(false)}>
                    Back to the vehicle
                  </Button>
                  <Button variant="subtle" color="red" onClick={askToClear}>
                    Clear
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Stack>
        ) : (
          <Stack gap="lg">
            {!selection && (
              <SectionPanel labelledBy="find-title">
                <Title order={2} fz="h3" id="find-title" mb="md">
                  Which vehicle is it for?
                </Title>
                <VehicleSearchWidget
                  defaultStarted={Boolean(vehicleMappingIdProp)}
                  onSelectVehicle={(v) => chooseVehicle({ kind: 'catalogue', vehicle: v })}
                  onManualEntry={() => chooseVehicle({ kind: 'manual' })}
                  garage={
                    <GarageVehicleSelect
                      onSelect={(gv) => chooseVehicle({ kind: 'garage', garageVehicle: gv })}
                    />
                  }
                />
              </SectionPanel>
            )}

            {selection?.kind === 'manual' && (
              <SectionPanel labelledBy="manual-title">
                <Title order={2} fz="h3" id="manual-title" mb={4}>
                  Your vehicle
                </Title>
                <Text c="dimmed" fz="sm" mb="md">
                  Not in our catalogue? Tell us what it is and workshops will quote all the same.
                </Text>
                <ManualVehicleForm onChange={setManual} onBrandChange={setManualBrand} />
              </SectionPanel>
            )}

            {vehicle && (
              <VehicleCard vehicle={vehicle} name={garageVehicle?.name}>
                <Accordion variant="contained" radius="md">
                  <Accordion.Item value="details">
                    <Accordion.Control>Vehicle specifications</Accordion.Control>
                    <Accordion.Panel>
                      <VehicleDetailsTable vehicle={vehicle} />
                    </Accordion.Panel>
                  </Accordion.Item>
                </Accordion>
                <Switch
                  label="Show service schedule"
                  checked={scheduleOpen}
                  onChange={(event) => setScheduleOpen(event.currentTarget.checked)}
                />
                {scheduleOpen &&
                  (garageVehicle ? (
                    <GarageServiceSchedule id={garageVehicle.id} defaultOpen key={garageVehicle.id} />
                  ) : (
                    <ServiceIntervalPanel vehicle={vehicle} />
                  ))}
              </VehicleCard>
            )}

            {garageVehicle && <PolicyCard policy={garageVehicle.innovationPolicy} />}

            {garageVehicle && (
              <SectionPanel labelledBy="history-title">
                <Title order={2} fz="h4" id="history-title" mb="sm">
                  Vehicle history
                </Title>
                <GarageVehicleHistory id={garageVehicle.id} />
              </SectionPanel>
            )}

            {selection && (
              <WarrantyDisclaimer
                brand={brand}
                accepted={warrantyAccepted}
                onAccept={() => setWarrantyAccepted(true)}
              />
            )}

            {selection && (
              <Stack gap="sm" component="section" aria-labelledby="type-title">
                <Title order={2} fz="h3" id="type-title">
                  What do you need?
                </Title>
                <RequestTypeCards options={options} value={quoteType} onChange={setQuoteType} />
                {quoteType === 'SMC_Repair' && (
                  <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
                    {UI_MESSAGES.noticeRepairTakesLonger}
                  </Alert>
                )}
                {quoteType === 'IGS_Policy' && (
                  <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
                    {UI_MESSAGES.noticePolicyCoverage}
                  </Alert>
                )}
                <Group justify="space-between" mt="sm">
                  <Button
                    variant="default"
                    leftSection={<IconX size={18} aria-hidden="true" />}
                    onClick={askToClear}
                  >
                    Clear
                  </Button>
                  <Button
                    size="md"
                    color="ember.4"
                    c="navy.9"
                    rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                    disabled={!canStart}
                    onClick={() => setStarted(true)}
                  >
                    Start
                  </Button>
                </Group>
              </Stack>
            )}
          </Stack>
        )}
      </Container>

      {confirmDialog}
      <PolicyDialogModal dialog={policyDialog} onClose={() => setPolicyDialog(null)} />
    </>
  );
}
