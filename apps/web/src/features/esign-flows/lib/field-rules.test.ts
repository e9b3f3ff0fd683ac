import { describe, expect, it } from 'vitest';
import { ESIGN_FLOW_MSG, ESIGN_MSG } from '@evidence/shared/constants';
import { uploadFieldsProblem } from './field-rules';

const f = (id: string, role: string, kind: 'signature' | 'seal' | 'date') => ({ id, role, kind, page: 1, xPct: 10, yPct: 10, wPct: 20, hPct: 8, required: true });
const company = { role: '甲方', name: 'a', phone: '13911110001', kind: 'company' as const, companyName: 'c' };
const person = { role: '乙方', name: 'b', phone: '13911110002', kind: 'person' as const };

describe('the placed fields of an upload', () => {
  it('need a seal for a company and a signature for a person, and no seal for a person', () => {
    expect(uploadFieldsProblem([company, person], [f('1', '甲方', 'seal'), f('2', '乙方', 'signature')], 1)).toBeNull();
    expect(uploadFieldsProblem([company, person], [f('1', '甲方', 'signature'), f('2', '乙方', 'signature')], 1)).toBe(ESIGN_MSG.fieldsMissing);
    expect(uploadFieldsProblem([person], [f('1', '乙方', 'seal'), f('2', '乙方', 'signature')], 1)).toBe(ESIGN_FLOW_MSG.fieldWrongKind);
    expect(uploadFieldsProblem([person], [f('2', '乙方', 'date')], 1)).toBe(ESIGN_MSG.fieldsMissing);
  });

  it('are held to the shared field rule (a page the PDF has)', () => {
    expect(uploadFieldsProblem([person], [{ ...f('2', '乙方', 'signature'), page: 3 }], 2)).not.toBeNull();
  });
});
