import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importRecord } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const SCHEMA = fileURLToPath(new URL('../../../../../docs/import.schema.json', import.meta.url));

describe('docs/import.schema.json', () => {
  it('is the JSON Schema of one feed record, generated from the contract (`npm run openapi` rewrites it)', () => {
    const schema = {
      title: 'Area Clienti import record (docs/import.md)',
      ...z.toJSONSchema(importRecord, { io: 'input', unrepresentable: 'any' }),
    };
    const generated = `${JSON.stringify(schema, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) writeFileSync(SCHEMA, generated);
    expect(generated).toContain('"attestato-di-rischio"');
    expect(readFileSync(SCHEMA, 'utf8')).toBe(generated);
  });
});
