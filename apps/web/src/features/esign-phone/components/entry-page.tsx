import { Navigate } from 'react-router';
import { useEntry } from '../api/entry';
import { h5Path } from '../lib/h5';
import { ExpiredLink, LinkState } from './link-state';

/**
 * /h5elesign?token= — the link from the SMS: checks it, then goes to where the signer stands (identity
 * and intent done → sign; identity done → read; else the contract's facts). An unusable link shows only
 * 001 §8's message.
 */
export function EntryPage({ token }: { token: string }) {
  const entry = useEntry(token);
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={null} error={entry.error} onRetry={() => void entry.refetch()} />;
  const next = entry.data.identityDone ? (entry.data.intentDone ? 'sign' : 'step3') : 'step1';
  return <Navigate to={h5Path(next, token)} replace />;
}
