import type { RecentActionRow } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { organisationUser, renderWithRouter, storeSession } from '@/test/utils';
import { InboxMenu } from './index';

const message: RecentActionRow = {
  id: '5d3c0c8e-2222-4f1a-9c39-000000000001',
  actionSource: 1,
  actionType: 'A message from the workshop',
  actionDescription: 'Rosebank Auto wrote about your 2020 Ford Ranger: the brake discs are worn too.',
  actionDate: '2026-11-23T08:00:00Z',
  vehicleName: '2020 Ford Ranger',
  navigationId: 'uniq-1',
  isRead: false,
};

describe('inbox', () => {
  it('Mark as Read moves a message from Unread to Read; an empty tab says No messages.', async () => {
    storeSession(organisationUser);
    let read = false;
    const api = mockApi({
      'GET /api/user/queryUserRecentMessages/11': ({ url }) => {
        const q = new URL(url).searchParams;
        if (q.get('isSent') === 'true') return { status: 200, body: [] };
        const open = q.get('isOpen') === 'true';
        return { status: 200, body: open === read ? [{ ...message, isRead: read }] : [] };
      },
      'POST /api/user/setMessageRead': () => {
        read = true;
        return { status: 200, body: { id: message.id, isRead: true } };
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<InboxMenu ownerId={11} />);
    await user.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(await screen.findByText('2020 Ford Ranger')).toBeInTheDocument();

    // The popover's transition leaves jsdom thinking the dropdown is hidden; the button is there and works.
    await user.click(await screen.findByRole('button', { name: 'Mark as Read', hidden: true }));
    expect(api.callsTo('POST /api/user/setMessageRead')[0]?.body).toEqual({ id: message.id });
    expect(await screen.findByText('No messages.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Read', hidden: true }));
    expect(await screen.findByText('2020 Ford Ranger')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Read', hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sent', hidden: true }));
    await waitFor(() => expect(screen.getAllByText('No messages.').length).toBeGreaterThan(0));
  });
});
