import { describe, expect, it } from 'vitest';
import { ClaimReportPath } from './claim-report-paths.js';
import { endpointNotes, endpoints } from './endpoint-table.js';
import { ApiPath } from './paths.js';

describe('the endpoint table', () => {
  it('has one row for every path, under the path’s own name', () => {
    const rows = Object.entries(endpoints).map(([name, row]) => [name, row.path]);
    expect(Object.fromEntries(rows)).toEqual({ ...ApiPath, ...ClaimReportPath });
  });

  it('has notes only for calls it has', () => {
    for (const name of Object.keys(endpointNotes)) expect(endpoints).toHaveProperty(name);
  });
});
