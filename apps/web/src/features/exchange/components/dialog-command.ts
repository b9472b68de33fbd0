import { useState } from 'react';
import { apiError } from '@/shared/lib/form-helpers';

/**
 * The command a trade dialog sends (receipt, cancel, packing, dispute): busy while it is on its way, and
 * the server's Vietnamese refusal kept for the dialog to show; `onDone` runs only once it is answered.
 */
export function useDialogCommand() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (command: () => Promise<unknown>, onDone: () => void) => {
    setBusy(true);
    setProblem(null);
    try {
      await command();
      onDone();
    } catch (err) {
      setProblem(apiError(err).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, send, clearProblem: () => setProblem(null) };
}
