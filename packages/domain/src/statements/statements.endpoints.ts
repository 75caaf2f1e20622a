import { z } from 'zod';
import { defineEndpoint, endpointUrl, ZBinaryBody } from '../platform/endpoint';
import { ZEarningsStatement, ZGivingStatement, ZStatementYearParams } from './statements.schemas';

const tags = ['statements'] as const;

/**
 * A year's statements, built from the ledger: the athlete's earnings (screen, CSV, PDF) and the
 * deals for the school's compliance office (CSV); the fan's giving (screen, CSV, PDF). Each
 * reads the caller's own rows only; nobody else's statement is addressable.
 */
export const statementsEndpoints = {
  earnings: defineEndpoint({
    method: 'GET',
    path: '/api/statements/earnings/:year',
    access: ['athlete'],
    tags,
    summary: 'My earnings in a year: totals by product and payer, fees, shares, withdrawals',
    params: ZStatementYearParams,
    response: ZEarningsStatement,
  }),
  earningsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/statements/earnings/:year/csv',
    access: ['athlete'],
    tags,
    summary: 'My earnings statement of a year as CSV',
    params: ZStatementYearParams,
    response: z.string(),
    contentType: 'text/csv',
  }),
  earningsPdf: defineEndpoint({
    method: 'GET',
    path: '/api/statements/earnings/:year/pdf',
    access: ['athlete'],
    tags,
    summary: 'My earnings statement of a year as PDF',
    params: ZStatementYearParams,
    response: ZBinaryBody,
    contentType: 'application/pdf',
  }),
  disclosureCsv: defineEndpoint({
    method: 'GET',
    path: '/api/statements/disclosure/:year/csv',
    access: ['athlete'],
    tags,
    summary: "My deals of a year (payer, product, amount, date) for my school's compliance office",
    params: ZStatementYearParams,
    response: z.string(),
    contentType: 'text/csv',
  }),
  giving: defineEndpoint({
    method: 'GET',
    path: '/api/statements/giving/:year',
    access: ['fan'],
    tags,
    summary: 'What I paid athletes in a year, refunds deducted',
    params: ZStatementYearParams,
    response: ZGivingStatement,
  }),
  givingCsv: defineEndpoint({
    method: 'GET',
    path: '/api/statements/giving/:year/csv',
    access: ['fan'],
    tags,
    summary: 'My giving statement of a year as CSV',
    params: ZStatementYearParams,
    response: z.string(),
    contentType: 'text/csv',
  }),
  givingPdf: defineEndpoint({
    method: 'GET',
    path: '/api/statements/giving/:year/pdf',
    access: ['fan'],
    tags,
    summary: 'My giving statement of a year as PDF',
    params: ZStatementYearParams,
    response: ZBinaryBody,
    contentType: 'application/pdf',
  }),
};

/** The download links of a year (plain links: the browser saves the file with the session). */
export const statementDownloads = (year: number) => ({
  earningsCsv: endpointUrl(statementsEndpoints.earningsCsv, { year }),
  earningsPdf: endpointUrl(statementsEndpoints.earningsPdf, { year }),
  disclosureCsv: endpointUrl(statementsEndpoints.disclosureCsv, { year }),
  givingCsv: endpointUrl(statementsEndpoints.givingCsv, { year }),
  givingPdf: endpointUrl(statementsEndpoints.givingPdf, { year }),
});

/** The files' names: `earnings-statement-2026.pdf`, `deals-disclosure-2026.csv`, ... */
export const statementFileName = (
  kind: 'earnings-statement' | 'deals-disclosure' | 'giving-statement',
  year: number,
  ext: 'csv' | 'pdf',
) => `${kind}-${year}.${ext}`;
