import { useState } from 'react';
import ConfirmDialog from '../ConfirmDialog';

/** The words of a row's confirmation: its title, the sentence naming the row, and the two answers. */
export interface ConfirmRowTexts {
  confirmTitle: string;
  confirmText: (name: string) => string;
  confirmYes: string;
  confirmNo: string;
}

/** The row waiting to be confirmed (null: none): `ask(row)` opens the dialog, `close()` closes it. */
export function useConfirmRow<T>() {
  const [row, setRow] = useState<T | null>(null);
  return { row, ask: (next: T) => setRow(next), close: () => setRow(null) };
}

interface ConfirmRowDialogProps<T> {
  confirm: ReturnType<typeof useConfirmRow<T>>;
  texts: ConfirmRowTexts;
  /** how the sentence names the row */
  nameOf: (row: T) => string;
  /** the action confirmed: its mutation, pending while it runs */
  action: { isPending: boolean; mutate: (row: T) => void };
}

/** Asks before a staff list's hard-to-undo row action (delete, block), naming the row. */
export function ConfirmRowDialog<T>({ confirm, texts, nameOf, action }: ConfirmRowDialogProps<T>) {
  const { row } = confirm;
  return (
    <ConfirmDialog
      text={row === null ? null : texts.confirmText(nameOf(row))}
      title={texts.confirmTitle}
      confirmLabel={texts.confirmYes}
      cancelLabel={texts.confirmNo}
      pending={action.isPending}
      onConfirm={() => row !== null && action.mutate(row)}
      onClose={confirm.close}
    />
  );
}
