import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { AddVehiclePanel, GarageList, GarageVehicleDetail } from '@/features/garage';

/** spec: /my-garage/{customerVehicleMappingIdProp?} (login): the list, or the vehicle the param names. */
export function MyGarageRoute() {
  const { customerVehicleMappingIdProp } = useParams();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageIntro
        eyebrow="Your vehicles"
        title="My Garage"
        lead="Keep your vehicles, their mileage, service schedules and documents in one place, ready for your next quote."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        {customerVehicleMappingIdProp ? (
          <GarageVehicleDetail key={customerVehicleMappingIdProp} id={customerVehicleMappingIdProp} />
        ) : (
          <Stack gap="lg">
            <Group justify="space-between">
              <Title order={2} fz="h3">
                Your vehicles
              </Title>
              {!adding && (
                <Button
                  leftSection={<IconPlus size={18} aria-hidden="true" />}
                  onClick={() => setAdding(true)}
                >
                  Add a vehicle
                </Button>
              )}
            </Group>
            {adding && (
              <AddVehiclePanel
                onCancel={() => setAdding(false)}
                onAdded={(vehicle) => {
                  setAdding(false);
                  navigate(`/my-garage/${vehicle.id}`);
                }}
              />
            )}
            <GarageList onOpen={(vehicle) => navigate(`/my-garage/${vehicle.id}`)} />
          </Stack>
        )}
      </Container>
    </>
  );
}
