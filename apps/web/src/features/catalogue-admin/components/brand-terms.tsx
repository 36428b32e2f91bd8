import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Loader,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type BrandTerms,
  type BrandTermsEdit,
  type BrandTermsEditInput,
  BrandTermsEditSchema,
  PLAN_TYPES,
  warrantyText,
} from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { useBrandTerms, useUpdateBrandTerms } from '../api/catalogue-admin-api';
import { toNumber, toText } from './form-values';

type Field = keyof BrandTermsEdit;
const NUMBERS: [Field, string, boolean][] = [
  ['serviceIntervalKm', 'Service interval (km)', true],
  ['serviceIntervalMonths', 'Service interval (months)', true],
  ['majorServiceIntervalKm', 'Major service every (km)', false],
  ['warrantyKm', 'Warranty (km, 0 = unlimited)', true],
  ['warrantyMonths', 'Warranty (months)', true],
  ['planKm', 'Plan (km)', false],
  ['planMonths', 'Plan (months)', false],
];
const FIELDS = [
  ...NUMBERS.map(([f]) => f),
  'brandCode',
  'planType',
  'maintenanceExclusions',
  'warrantyNotice',
];

const PLANS = PLAN_TYPES as readonly string[];
const defaults = (b: BrandTerms): BrandTermsEditInput => ({
  brandCode: b.brandCode,
  serviceIntervalKm: b.serviceIntervalKm ?? 15000,
  majorServiceIntervalKm: b.majorServiceIntervalKm,
  serviceIntervalMonths: b.serviceIntervalMonths ?? 12,
  warrantyKm: b.warrantyKm ?? 0,
  warrantyMonths: b.warrantyMonths ?? 36,
  planType: (PLANS.includes(b.planType ?? '') ? b.planType : 'None') as BrandTermsEdit['planType'],
  planKm: b.planKm,
  planMonths: b.planMonths,
  maintenanceExclusions: b.maintenanceExclusions,
  warrantyNotice: b.warrantyNotice,
});

function BrandForm({ brand, onDone }: { brand: BrandTerms; onDone: () => void }) {
  const save = useUpdateBrandTerms();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BrandTermsEditInput, unknown, BrandTermsEdit>({
    resolver: zodResolver(BrandTermsEditSchema),
    defaultValues: defaults(brand),
    mode: 'onTouched',
  });
  const onSubmit = async (terms: BrandTermsEdit) => {
    setFormError(null);
    try {
      await save.mutateAsync({ brand: brand.brand, terms });
      notifications.show({
        color: 'teal',
        title: `${brand.brand} saved`,
        message: `Its ${brand.vehicles} catalogue vehicles have the new terms.`,
      });
      onDone();
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={`${brand.brand} terms`}>
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Terms not saved">
            {formError}
          </FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {NUMBERS.map(([f, label, required]) => (
            <TextInput
              key={f}
              label={label}
              inputMode="numeric"
              withAsterisk={required}
              error={errors[f]?.message}
              {...register(f, { setValueAs: toNumber })}
            />
          ))}
          <NativeSelect
            label="Plan type"
            data={[...PLAN_TYPES]}
            error={errors.planType?.message}
            {...register('planType')}
          />
          <TextInput
            label="Brand code"
            error={errors.brandCode?.message}
            {...register('brandCode', { setValueAs: toText })}
          />
        </SimpleGrid>
        <TextInput
          label="Plan exclusions"
          error={errors.maintenanceExclusions?.message}
          {...register('maintenanceExclusions', { setValueAs: toText })}
        />
        <Checkbox
          label="Customers must accept the manufacturer warranty note for this brand"
          {...register('warrantyNotice')}
        />
        <Button type="submit" loading={isSubmitting}>
          Save and apply to the brand's vehicles
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /admin/catalogue, brands: each brand's service interval, warranty, plan and warranty note. Saving writes
 * them onto every catalogue vehicle of the brand, so customers' vehicle details, service lookups and the
 * request wizard's warranty note follow.
 */
export function BrandTermsEditor() {
  const brands = useBrandTerms();
  const [editing, setEditing] = useState<BrandTerms | null>(null);
  if (brands.isPending) return <Loader />;
  if (brands.isError)
    return (
      <Alert color="red" role="alert">
        The brands could not be loaded. Please try again.
      </Alert>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table fz="sm" striped aria-label="Brands">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Brand</Table.Th>
              <Table.Th>Vehicles</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Warranty</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Warranty note</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {brands.data.map((b) => (
              <Table.Tr key={b.brand}>
                <Table.Td>
                  {b.brand} {b.edited && <Badge variant="light">edited</Badge>}
                </Table.Td>
                <Table.Td>{b.vehicles}</Table.Td>
                <Table.Td>
                  {b.serviceIntervalKm
                    ? `${b.serviceIntervalKm} km / ${b.serviceIntervalMonths ?? '–'} months`
                    : '–'}
                </Table.Td>
                <Table.Td>
                  {b.warrantyMonths ? warrantyText(b.warrantyMonths, b.warrantyKm ?? 0) : '–'}
                </Table.Td>
                <Table.Td>{b.planType ?? '–'}</Table.Td>
                <Table.Td>{b.warrantyNotice ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setEditing(b)}>
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {brands.data.length === 0 && <Text c="dimmed">The catalogue has no brands yet.</Text>}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.brand} size="lg">
        {editing && <BrandForm brand={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
