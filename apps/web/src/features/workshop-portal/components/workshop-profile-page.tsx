import { Alert, Loader, Stack } from '@mantine/core';
import { isApiError } from '@/lib/api-client';
import { useWorkshopProfile } from '../api/profile-api';
import { WorkshopProfileForm } from './workshop-profile-form';

/** /workshop/profile: loads the workshop's own profile and edits it. */
export function WorkshopProfilePanel() {
  const profile = useWorkshopProfile();
  if (profile.isPending) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Loading your profile" />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <Alert color="red" title="Profile not loaded">
        {isApiError(profile.error)
          ? profile.error.message
          : 'Your profile could not be loaded. Please try again.'}
      </Alert>
    );
  }
  return <WorkshopProfileForm key={profile.data.id} profile={profile.data} />;
}
