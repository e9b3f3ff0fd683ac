import { describe, expect, it } from 'vitest';
import { identityCipherFromMaster } from '../../../src/services/verification/identity-cipher';
import { maskAccountNo } from '../../../src/services/privacy/mask';

const cipher = identityCipherFromMaster(Buffer.alloc(32, 7));

describe('identity data at rest', () => {
  it('seals without the number in the text and opens only for the same account and field', () => {
    const sealed = cipher.seal(5, 'id_card', '11010119900307123X');
    expect(sealed).not.toContain('19900307');
    expect(cipher.open(5, 'id_card', sealed)).toBe('11010119900307123X');
    expect(cipher.open(6, 'id_card', sealed)).toBeNull();
    expect(cipher.open(5, 'contact_idcard', sealed)).toBeNull();
    expect(identityCipherFromMaster(Buffer.alloc(32, 8)).open(5, 'id_card', sealed)).toBeNull();
  });

  it('hashes ID numbers with a key: the same number (any case) the same, other keys differ', () => {
    expect(cipher.idKey('11010119900307123x')).toBe(cipher.idKey('11010119900307123X'));
    expect(cipher.idKey('11010119900307123X')).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.idKey('110101199003071234')).not.toBe(cipher.idKey('11010119900307123X'));
    expect(identityCipherFromMaster(Buffer.alloc(32, 8)).idKey('11010119900307123X')).not.toBe(cipher.idKey('11010119900307123X'));
  });

  it('masks bank account numbers to their first and last four digits', () => {
    expect(maskAccountNo('6222020200112233445')).toBe('6222***********3445');
    expect(maskAccountNo('12345678')).toBe('****5678');
  });
});
