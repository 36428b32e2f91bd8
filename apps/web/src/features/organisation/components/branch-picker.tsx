import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import type { OrganisationBranch } from '@/lib/session-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { changeBranch } from '../api/organisation-api';

interface BranchPickerProps {
  branches: OrganisationBranch[];
  currentBranchId: string | number | null | undefined;
  /** Stores the new branch on the signed-in user once the API accepted it. */
  onChanged: (branchId: OrganisationBranch['id']) => void;
  variant?: 'header' | 'drawer';
}

/**
 * spec: a branch change resets the quote draft; on the quote-requests or quotes pages it goes to
 * /active-requests, elsewhere the page reloads.
 */
export function BranchPicker({
  branches,
  currentBranchId,
  onChanged,
  variant = 'header',
}: BranchPickerProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [saving, setSaving] = useState(false);

  const handleChange = async (value: string | null) => {
    const branch = branches.find((b) => String(b.id) === value);
    if (!branch || String(branch.id) === String(currentBranchId)) return;
    setSaving(true);
    try {
      await changeBranch({ id: String(branch.id) });
      onChanged(branch.id);
      localStorage.removeItem(STORAGE_KEYS.quoteDraft);
      if (pathname.startsWith('/quote-requests') || pathname.startsWith('/quotes')) {
        navigate('/active-requests');
      } else {
        window.location.reload();
      }
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Branch not changed',
        message: isApiError(error) ? error.message : 'Please try again.',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Select
      aria-label="Branch"
      label={variant === 'drawer' ? 'Branch' : undefined}
      placeholder="Choose a branch"
      data={branches.map((b) => ({ value: String(b.id), label: b.branchName }))}
      value={currentBranchId != null ? String(currentBranchId) : null}
      onChange={handleChange}
      disabled={saving || branches.length === 0}
      allowDeselect={false}
      leftSection={<IconBuildingStore size={16} aria-hidden="true" />}
      w={variant === 'header' ? 250 : '100%'}
      comboboxProps={{ withinPortal: true }}
      checkIconPosition="right"
    />
  );
}
