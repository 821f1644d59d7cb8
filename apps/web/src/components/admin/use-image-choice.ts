import { useState } from 'react';
import type { ImageChange } from '../ImageField';

/**
 * What a form will do with an image (keep, a new file, remove) and the chosen file's problem: a file
 * `validate` refuses is not taken and its message shown; `onChoose` runs on every choice (e.g. to drop
 * the server's earlier message about the image).
 */
export function useImageChoice(validate: (file: File) => string | null, onChoose: () => void) {
  const [change, setChange] = useState<ImageChange>({ kind: 'keep' });
  const [error, setError] = useState<string | null>(null);
  return {
    change,
    error,
    select: (file: File) => {
      const problem = validate(file);
      setError(problem);
      onChoose();
      if (!problem) setChange({ kind: 'file', file });
    },
    remove: () => {
      setError(null);
      setChange({ kind: 'remove' });
    },
  };
}
