/**
 * How a person or company is shown to someone who is not the owner (certificates, the public
 * lookup, the custody log, law-enforcement details): enough to recognise a holder one already
 * knows, never enough to learn a name, phone or ID number. One policy everywhere, so the same
 * holder reads the same on every page and in every PDF (decision 36).
 */

/** A name keeps its first and last character with a fixed mask between (示**司, 欧**娜); two characters keep the first (张*). The length is not told. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}**${chars[chars.length - 1]}`;
}

/** The first 3 and last 4 digits (138****0001); anything shorter is masked whole. */
export function maskPhone(phone: string): string {
  const p = phone.trim();
  return p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '****';
}

/** An ID number keeps its first 3 and last 4 characters (110***********4258). */
export function maskIdCard(id: string): string {
  const s = id.trim();
  return s.length > 7 ? s.slice(0, 3) + '*'.repeat(s.length - 7) + s.slice(-4) : '*'.repeat(s.length);
}

/** A bank account number keeps its first 4 and last 4 digits (6222********1234); a short one only its last 4. */
export function maskAccountNo(no: string): string {
  const s = no.trim();
  if (s.length >= 12) return s.slice(0, 4) + '*'.repeat(s.length - 8) + s.slice(-4);
  return s.length > 4 ? '*'.repeat(s.length - 4) + s.slice(-4) : '*'.repeat(s.length);
}
