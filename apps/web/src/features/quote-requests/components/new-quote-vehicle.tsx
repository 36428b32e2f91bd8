import { Accordion, Switch, Text, Title } from '@mantine/core';
import type { GarageVehicle, ManualVehicle, Vehicle } from '@motorwise/shared';
import { SectionPanel } from '@/components/section-panel';
import { GarageServiceSchedule, GarageVehicleHistory, GarageVehicleSelect } from '@/features/garage';
import {
  ManualVehicleForm,
  ServiceIntervalPanel,
  VehicleCard,
  VehicleDetailsTable,
  VehicleSearchWidget,
} from '@/features/vehicles';
import type { Selection } from './quote-draft';

/** The wizard's first question: the catalogue search, manual entry, or (signed in) a garage vehicle. */
export function FindVehiclePanel({
  searchStarted,
  onChoose,
}: {
  /** Opened on /new-quote/{vehicleMappingId}: the search shows its started state. */
  searchStarted: boolean;
  onChoose: (selection: Selection) => void;
}) {
  return (
    <SectionPanel labelledBy="find-title">
      <Title order={2} fz="h3" id="find-title" mb="md" tabIndex={-1}>
        Which vehicle is it for?
      </Title>
      <VehicleSearchWidget
        defaultStarted={searchStarted}
        onSelectVehicle={(v) => onChoose({ kind: 'catalogue', vehicle: v })}
        onManualEntry={() => onChoose({ kind: 'manual' })}
        garage={<GarageVehicleSelect onSelect={(gv) => onChoose({ kind: 'garage', garageVehicle: gv })} />}
      />
    </SectionPanel>
  );
}

type ManualSelection = Extract<Selection, { kind: 'manual' }>;

/** A vehicle not in the catalogue, typed in (a reload refills the form from the draft). */
export function ManualVehiclePanel({
  typed,
  onManual,
  onTyped,
  onBrandChange,
}: {
  typed: ManualSelection['typed'];
  onManual: (manual: ManualVehicle | null) => void;
  onTyped: (typed: ManualSelection['typed']) => void;
  onBrandChange: (brand: string) => void;
}) {
  return (
    <SectionPanel labelledBy="manual-title">
      <Title order={2} fz="h3" id="manual-title" mb={4} tabIndex={-1}>
        Your vehicle
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Not in our catalogue? Tell us what it is and workshops will quote all the same.
      </Text>
      <ManualVehicleForm
        // A reload refills the form from the draft.
        defaultValues={typed}
        onChange={onManual}
        onValues={onTyped}
        onBrandChange={onBrandChange}
      />
    </SectionPanel>
  );
}

/** The chosen catalogue or garage vehicle: its specifications and, on request, its service schedule. */
export function ChosenVehicleCard({
  vehicle,
  garageVehicle,
  scheduleOpen,
  onScheduleOpen,
}: {
  vehicle: Vehicle;
  garageVehicle: GarageVehicle | null;
  scheduleOpen: boolean;
  onScheduleOpen: (open: boolean) => void;
}) {
  return (
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
        onChange={(event) => onScheduleOpen(event.currentTarget.checked)}
      />
      {scheduleOpen &&
        (garageVehicle ? (
          <GarageServiceSchedule id={garageVehicle.id} defaultOpen key={garageVehicle.id} />
        ) : (
          <ServiceIntervalPanel vehicle={vehicle} />
        ))}
    </VehicleCard>
  );
}

/** A garage vehicle's past requests. */
export function VehicleHistoryPanel({ garageVehicleId }: { garageVehicleId: string }) {
  return (
    <SectionPanel labelledBy="history-title">
      <Title order={2} fz="h4" id="history-title" mb="sm">
        Vehicle history
      </Title>
      <GarageVehicleHistory id={garageVehicleId} />
    </SectionPanel>
  );
}
