import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { useConfirm } from './confirm-dialog';

function DeleteButton({ onDelete }: { onDelete: () => void }) {
  const [confirm, dialog] = useConfirm();
  return (
    <>
      <Button
        onClick={() =>
          confirm(
            { title: 'Delete this reading?', message: '61 450 km', confirmLabel: 'Delete', danger: true },
            onDelete,
          )
        }
      >
        Remove
      </Button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks first, and does nothing when the person cancels', async () => {
    const onDelete = vi.fn();
    renderWithRouter(<DeleteButton onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this reading?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('runs the action once the person confirms', async () => {
    const onDelete = vi.fn();
    renderWithRouter(<DeleteButton onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
