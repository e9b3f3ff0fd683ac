/**
 * Masking for what non-owners see on a certificate (docs/decisions.md): enough to recognise a
 * holder one already knows, never enough to learn a name, phone or ID number from a certificate.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  if (chars.length <= 4) return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
  // companies: the first two and the last two characters (…有限公司 keeps 公司)
  return chars.slice(0, 2).join('') + '*'.repeat(Math.min(chars.length - 4, 6)) + chars.slice(-2).join('');
}

export function maskPhone(phone: string): string {
  const p = phone.trim();
  return p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '*'.repeat(p.length);
}

export function maskIdCard(id: string): string {
  const s = id.trim();
  return s.length > 7 ? s.slice(0, 3) + '*'.repeat(s.length - 7) + s.slice(-4) : '*'.repeat(s.length);
}
