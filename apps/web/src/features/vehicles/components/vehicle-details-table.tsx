import { Table, Text } from '@mantine/core';
import { formatDate, type Vehicle } from '@motorwise/shared';
import { Fragment } from 'react';
import { formatMonths, kmOrUnknown, textOrUnknown, UNKNOWN, yesNo } from '@/lib/format';

type Row = [label: string, value: string];

/** spec: the vehicle details table has the sections General, Drivetrain, Brake, Suspension, Warranty/Service. */
export function vehicleDetailSections(v: Vehicle): { title: string; rows: Row[] }[] {
  const date = (value: string | null) => (value ? formatDate(value) || UNKNOWN : UNKNOWN);
  return [
    {
      title: 'General',
      rows: [
        ['Year', textOrUnknown(v.year)],
        ['Manufacturer', textOrUnknown(v.brand)],
        ['Range', textOrUnknown(v.range)],
        ['Model', textOrUnknown(v.model)],
        ['Body type', textOrUnknown(v.bodyType)],
        ['Class', textOrUnknown(v.classType)],
        ['M&M code', textOrUnknown(v.meadCode)],
        ['Introduced', date(v.introductionDate)],
        ['Discontinued', date(v.discontinuedDate)],
      ],
    },
    {
      title: 'Drivetrain',
      rows: [
        ['Fuel type', textOrUnknown(v.fuelType)],
        ['Engine capacity', v.capacity ? `${v.capacity} cc` : UNKNOWN],
        ['Cylinders', textOrUnknown(v.cylinders)],
        ['Aspiration', textOrUnknown(v.aspirationType)],
        ['Transmission', textOrUnknown(v.transmissionType)],
        ['Gearbox', textOrUnknown(v.gearboxType)],
        ['Drive type', textOrUnknown(v.driveType)],
        ['Wheels driven', textOrUnknown(v.wheelsDriven)],
      ],
    },
    {
      title: 'Brake',
      rows: [
        ['ABS', yesNo(v.abs)],
        ['Ceramic brakes', yesNo(v.ceramics)],
        ['Front brakes', textOrUnknown([v.frontBrakeType1, v.frontBrakeType2].filter(Boolean).join(' / '))],
        ['Rear brakes', textOrUnknown(v.rearBrakeType)],
      ],
    },
    {
      title: 'Suspension',
      rows: [
        ['Front suspension', textOrUnknown(v.suspensionFrontType)],
        ['Rear suspension', textOrUnknown(v.suspensionRearType)],
      ],
    },
    {
      title: 'Warranty/Service',
      rows: [
        ['Warranty', textOrUnknown(v.warranty)],
        ['Warranty distance', kmOrUnknown(v.warrantyMileageInterval)],
        ['Warranty period', formatMonths(v.warrantyTimeInterval)],
        ['Plan', textOrUnknown(v.planType)],
        ['Plan distance', kmOrUnknown(v.maintenanceMileageInterval)],
        ['Plan period', formatMonths(v.maintenanceTimeInterval)],
        ['Service interval', kmOrUnknown(v.serviceInterval1)],
        ['Major service interval', kmOrUnknown(v.serviceInterval2)],
        ['Plan exclusions', textOrUnknown(v.maintenanceExclusions)],
      ],
    },
  ];
}

export function VehicleDetailsTable({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Table
      striped={false}
      withTableBorder
      verticalSpacing={6}
      fz="sm"
      aria-label="Vehicle details"
      layout="fixed"
    >
      <Table.Tbody>
        {vehicleDetailSections(vehicle).map((section) => (
          <Fragment key={section.title}>
            <Table.Tr bg="navy.0">
              <Table.Th colSpan={2} scope="colgroup">
                <Text fw={700} fz="sm" c="navy.8">
                  {section.title}
                </Text>
              </Table.Th>
            </Table.Tr>
            {section.rows.map(([label, value]) => (
              <Table.Tr key={`${section.title}-${label}`}>
                <Table.Th scope="row" fw={500} c="dimmed" w="42%">
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
