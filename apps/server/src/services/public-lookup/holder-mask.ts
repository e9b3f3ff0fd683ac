import { maskName, maskPhone } from '../privacy/mask';

/** The holder as a visitor may see it (policy: services/privacy/mask.ts): a company by its name, a person by name, else the phone. */
export function holderMask(user: { account_type: number; company: string | null; contact_name: string | null; phone: string }): string {
  if (user.account_type === 2 && user.company) return maskName(user.company);
  if (user.contact_name) return maskName(user.contact_name);
  return maskPhone(user.phone);
}
