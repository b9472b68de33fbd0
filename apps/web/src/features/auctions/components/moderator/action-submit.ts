import { useState } from 'react';
import { useApp } from '@/shared/ui/app-feedback';
import { apiError } from '@/shared/lib/form-helpers';
import { isStaleRefusal } from '../../moderation-logic';

/**
 * The moderation dialogs' one submit flow: send; on success close and say so; when the server says
 * the list was stale (someone else decided first, the auction moved on) close, show its message and
 * read the list again; any other refusal stays in the dialog as `problem`.
 */
export function useActionSubmit({ onClose, onStale, success }: { onClose: () => void; onStale: () => void; success: string }) {
  const { message } = useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<unknown>) => {
    if (busy) return;
    setProblem(null);
    setBusy(true);
    try {
      await send();
      setBusy(false);
      void message.success(success);
      onClose();
    } catch (e) {
      setBusy(false);
      const err = apiError(e);
      if (isStaleRefusal(err.status)) {
        void message.error(err.message);
        onClose();
        onStale();
      } else {
        setProblem(err.message);
      }
    }
  };
  return { problem, setProblem, busy, run };
}
