/**
 * The holder as a visitor may see it: enough to recognise one's own record, not enough to learn
 * who someone else is. A company name keeps its first and last character with a fixed mask between (杭**司, the length is not told), a person's
 * name its first (张*), a phone its first 3 and last 4 digits; nothing else is shown.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}**${chars[chars.length - 1]}`;
}

export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

export function holderMask(user: { account_type: number; company: string | null; contact_name: string | null; phone: string }): string {
  if (user.account_type === 2 && user.company) return maskName(user.company);
  if (user.contact_name) return maskName(user.contact_name);
  return maskPhone(user.phone);
}
