import type { Source } from '@rasti/contract/sources';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { showToast } from '../../../lib/ui/toast';
import { errorDetail } from '../../accounts/api/api-errors';
import { deleteSource } from '../api/sources-api';
import { SOURCES_TEXT } from '../messages';
import { SourceCard } from './SourceCard';
import SourceForm from './SourceForm';

type Mode = { kind: 'list' } | { kind: 'add'; key: number } | { kind: 'edit'; id: number };

type ManagedSourcesProps = {
  subjectId: number;
  sources: readonly Source[];
  emptyText: string;
  openLabel: (title: string) => string;
  /** After a save or a removal: the caller reloads the subject's sources. */
  onChanged: () => unknown;
};

/**
 * The subject page's sources for roles 2 and 3 (spec section 4, source editing): the list, one source
 * in edit mode in its place, or the add form; remove asks first. Loaded only for them.
 */
export default function ManagedSources({
  subjectId,
  sources,
  emptyText,
  openLabel,
  onChanged,
}: ManagedSourcesProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [confirming, setConfirming] = useState<Source | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const confirmTitleId = useId();

  const remove = useMutation({
    mutationFn: (source: Source) => deleteSource(source.id),
    onSuccess: async (_, source) => {
      setConfirming(null);
      if (mode.kind === 'edit' && mode.id === source.id) setMode({ kind: 'list' });
      showToast(SOURCES_TEXT.removed);
      await onChanged();
      addRef.current?.focus();
    },
    onError: (error) => {
      setConfirming(null);
      showToast(errorDetail(error, SOURCES_TEXT.removeFailed));
    },
  });

  const close = () => {
    setMode({ kind: 'list' });
    addRef.current?.focus();
  };
  const saved = async (_: Source, message: string) => {
    showToast(message);
    setMode({ kind: 'list' });
    await onChanged();
    addRef.current?.focus();
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          ref={addRef}
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setMode({ kind: 'add', key: Date.now() })}
          disabled={mode.kind === 'add'}
        >
          {SOURCES_TEXT.addSource}
        </Button>
      </Box>
      {mode.kind === 'add' ? (
        <SourceForm key={mode.key} subjectId={subjectId} onSaved={saved} onCancel={close} />
      ) : null}
      {sources.length === 0 && mode.kind !== 'add' ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : null}
      {sources.map((source) =>
        mode.kind === 'edit' && mode.id === source.id ? (
          <SourceForm
            key={source.id}
            subjectId={subjectId}
            source={source}
            onSaved={saved}
            onCancel={close}
          />
        ) : (
          <SourceCard
            key={source.id}
            source={source}
            openLabel={openLabel}
            actions={
              <>
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  aria-label={SOURCES_TEXT.edit(source.title)}
                  onClick={() => setMode({ kind: 'edit', id: source.id })}
                >
                  {SOURCES_TEXT.editShort}
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  aria-label={SOURCES_TEXT.remove(source.title)}
                  onClick={() => setConfirming(source)}
                >
                  {SOURCES_TEXT.removeShort}
                </Button>
              </>
            }
          />
        ),
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => (remove.isPending ? undefined : setConfirming(null))}
        aria-labelledby={confirmTitleId}
      >
        <DialogTitle id={confirmTitleId}>{SOURCES_TEXT.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming ? SOURCES_TEXT.confirmText(confirming.title) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={remove.isPending}>
            {SOURCES_TEXT.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => confirming && remove.mutate(confirming)}
          >
            {SOURCES_TEXT.confirmRemove}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
