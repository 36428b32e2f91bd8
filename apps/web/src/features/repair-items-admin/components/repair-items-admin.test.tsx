import type { RepairItemNode } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { RepairItemsAdmin } from './repair-items-admin';

const node = (id: string, name: string, leaf: boolean, children: RepairItemNode[] = []): RepairItemNode => ({
  id,
  name,
  displayName: null,
  leaf,
  trunk: !leaf,
  icon: null,
  hasQuery: false,
  query: null,
  keywords: [],
  children,
  repairItemTemplateItems: leaf ? [{ description: 'Drain and refill' }] : [],
});
const OIL = '00000000-0000-4000-8000-000000000002';
const FILTER = '00000000-0000-4000-8000-000000000003';
const SERVICE = '00000000-0000-4000-8000-000000000001';
const tree = [
  node(SERVICE, 'Service', false, [node(OIL, 'Oil change', true), node(FILTER, 'Air filter', true)]),
];

describe('the repair-item trees page', () => {
  it('adds an item typed key by key, previewed in the customer’s picker before it is saved', async () => {
    storeSession({ ...customer, isAdmin: true });
    const api = mockApi({
      'GET /api/repairItems': () => ({ status: 200, body: tree }),
      'POST /api/admin/repairItems': () => ({
        status: 200,
        body: [{ ...tree[0]!, children: [...tree[0]!.children, node('n', 'Brake fluid', true)] }],
      }),
    });
    renderWithRouter(<RepairItemsAdmin />);
    const list = await screen.findByRole('list', { name: 'Repair items' });
    expect(within(list).getByText('Oil change')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'What a customer sees' });
    expect(within(preview).getByRole('checkbox', { name: /Oil change/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add an item to Service' }));
    const form = await screen.findByRole('form', { name: 'New item' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name( \*)?$/ }), 'Brake fluid');
    // The picker shows the item as it is typed.
    expect(within(preview).getByRole('checkbox', { name: /Brake fluid/ })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Ask a question' }));
    // A question is needed when asked.
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(
      await within(form).findByText('Please enter the question to ask, or untick “Ask a question”.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/repairItems')).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Question' }), 'DOT 4?');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Template lines/ }),
      'Flush{Enter}Bleed brakes',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await expect.poll(() => api.callsTo('POST /api/admin/repairItems').length).toBe(1);
    expect(api.callsTo('POST /api/admin/repairItems')[0]?.body).toEqual({
      quoteType: 'SMC_Service',
      name: 'Brake fluid',
      displayName: null,
      icon: null,
      leaf: true,
      hasQuery: true,
      query: 'DOT 4?',
      keywords: [],
      templateLines: ['Flush', 'Bleed brakes'],
      parentId: SERVICE,
    });
  });

  it('moves an item down and removes one after confirming', async () => {
    storeSession({ ...customer, isAdmin: true });
    const api = mockApi({
      'GET /api/repairItems': () => ({ status: 200, body: tree }),
      [`PUT /api/admin/repairItems/${OIL}`]: () => ({ status: 200, body: tree }),
      [`DELETE /api/admin/repairItems/${FILTER}`]: () => ({ status: 200, body: tree }),
    });
    renderWithRouter(<RepairItemsAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Oil change down' }));
    await expect.poll(() => api.callsTo(`PUT /api/admin/repairItems/${OIL}`).length).toBe(1);
    expect(api.callsTo(`PUT /api/admin/repairItems/${OIL}`)[0]?.body).toMatchObject({
      name: 'Oil change',
      parentId: SERVICE,
      position: 1,
      templateLines: ['Drain and refill'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Air filter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm removing Air filter' }));
    await expect.poll(() => api.callsTo(`DELETE /api/admin/repairItems/${FILTER}`).length).toBe(1);
    expect(api.callsTo(`DELETE /api/admin/repairItems/${FILTER}`)[0]?.url).toContain('quoteType=SMC_Service');
  });
});
