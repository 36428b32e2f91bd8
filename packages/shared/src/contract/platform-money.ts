import type { Contract } from './entry';

/** The platform's money (decision 064): commission rates, commission invoices, the accountant's exports. */
export const PLATFORM_MONEY_API = {
  /** Read the commission rates (administrators) */
  getCommission: { method: 'GET', path: '/api/admin/commission', answer: 'CommissionSettingsSchema' },
  /** Set the global commission rate from a day on */
  setGlobalCommission: {
    method: 'POST',
    path: '/api/admin/commission',
    body: 'SetGlobalCommissionSchema',
    answer: 'CommissionSettingsSchema',
  },
  /** Set or clear a workshop's own commission rate */
  setWorkshopCommission: {
    method: 'PUT',
    path: '/api/admin/commission/workshops/{workshopId}',
    body: 'SetWorkshopCommissionSchema',
    answer: 'CommissionSettingsSchema',
  },
  /** List every workshop's commission invoices (administrators) */
  listCommissionInvoices: {
    method: 'GET',
    path: '/api/admin/commission-invoices',
    answer: 'CommissionInvoiceListSchema',
  },
  /** Download a commission invoice as a PDF (administrators) */
  downloadCommissionInvoice: { method: 'GET', path: '/api/admin/commission-invoices/{id}/pdf' },
  /** Export payments, payouts, refunds or commission invoices of a date range as CSV */
  exportMoney: { method: 'GET', path: '/api/admin/exports/{kind}', query: 'MoneyExportQuerySchema' },
  /** List the workshop's commission invoices */
  listWorkshopCommissionInvoices: {
    method: 'GET',
    path: '/api/workshop/commission-invoices',
    query: 'WorkshopStatementQuerySchema',
    answer: 'CommissionInvoiceListSchema',
  },
  /** Download one of the workshop's commission invoices as a PDF */
  downloadWorkshopCommissionInvoice: {
    method: 'GET',
    path: '/api/workshop/commission-invoices/{id}/pdf',
    query: 'WorkshopStatementQuerySchema',
  },
} as const satisfies Contract;
