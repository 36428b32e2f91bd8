import { Alert, Container, Tabs } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { BrandTermsEditor, CatalogueImport, CatalogueVehicleEdit } from '@/features/catalogue-admin';
import { useSession } from '@/lib/session';

/** /admin/catalogue: import South African vehicles, edit one vehicle, each brand's service and warranty terms. */
export function AdminCatalogueRoute() {
  const { isAdmin } = useSession();
  return (
    <>
      <PageIntro
        eyebrow="Admin"
        title="Vehicle catalogue"
        lead="Import vehicles from an M&M-code CSV, correct one vehicle, and set each brand's service intervals and warranty."
      />
      <Container size="lg" py="xl">
        {isAdmin ? (
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
        ) : (
          <Alert color="yellow" role="alert">
            This page is for Motorwise administrators.
          </Alert>
        )}
      </Container>
    </>
  );
}
