import { Tabs } from '@mantine/core';
import { AdminPage } from '@/features/admin';
import { BrandTermsEditor, CatalogueImport, CatalogueVehicleEdit } from '@/features/catalogue-admin';

/** /admin/catalogue: import South African vehicles, edit one vehicle, each brand's service and warranty terms. */
export function AdminCatalogueRoute() {
  return (
    <AdminPage
      title="Vehicle catalogue"
      lead="Import vehicles from an M&M-code CSV, correct one vehicle, and set each brand's service intervals and warranty."
    >
      <Tabs defaultValue="import" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="import">Import</Tabs.Tab>
          <Tabs.Tab value="vehicle">One vehicle</Tabs.Tab>
          <Tabs.Tab value="brands">Brands</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="import">
          <CatalogueImport />
        </Tabs.Panel>
        <Tabs.Panel value="vehicle">
          <CatalogueVehicleEdit />
        </Tabs.Panel>
        <Tabs.Panel value="brands">
          <BrandTermsEditor />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
