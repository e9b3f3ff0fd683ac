import { openNote, toHex } from '@evidence/ledger';
import { fastCheckpointCheck } from './fsck-signatures';

/**
 * Whether a stored checkpoint row is one this ledger signed: its note carries a valid signature by
 * the ledger's own key (not by any key a database row names) for exactly the row's size and root,
 * under the ledger's origin. The sequencer asks this of the latest checkpoint before building on
 * it, and the anchor worker before anchoring one. Notes in the sequencer's exact form are checked
 * with node:crypto (fsck-signatures.ts), anything else with openNote, whose verdict stands.
 */
export type CheckpointVerifier = (note: string, size: number, rootHex: string) => boolean;

export function checkpointVerifier(signer: { origin: string; verifierKey: string }): CheckpointVerifier {
  const fast = fastCheckpointCheck([signer.verifierKey]);
  return (note, size, rootHex) => {
    if (fast(note, size, rootHex)) return true;
    try {
      const { checkpoint } = openNote(note, signer.verifierKey);
      return checkpoint.origin === signer.origin && checkpoint.size === size && toHex(checkpoint.rootHash) === rootHex;
    } catch {
      return false;
    }
  };
}
