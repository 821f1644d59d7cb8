import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMAGE_TYPES, LIMITS, SERVER_MESSAGES } from '@rasti/contract';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { imageBytesProblem } from '../../../lib/forms/image-files';
import { FORM_MESSAGES as M } from './messages';

const ATTACHMENT_EXTENSIONS = ['.pdf', '.docx', '.xlsx', '.zip', '.txt'];

/** A file input behind a button; the input keeps the label for assistive tech and tests. */
function FilePicker({
  label,
  accept,
  onPick,
}: {
  label: string;
  accept: string;
  onPick: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}

export interface ImageFieldProps {
  file: File | null;
  /** the saved image's URL when editing */
  current: string | null;
  onChange: (file: File | null) => void;
  error?: string;
}

/** The main image: required; a new file replaces the saved one, which is kept otherwise (keep_image). */
export function MainImageField({ file, current, onChange, error }: ImageFieldProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? current;
  const message = refused ?? error;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={message ? errorId : undefined}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {M.mainImage}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 160,
            height: 100,
            borderRadius: 1,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            bgcolor: 'grey.100',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={M.imagePreview}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <FilePicker
            label={shown ? M.imageReplace : M.imagePick}
            accept={IMAGE_TYPES.join(',')}
            onPick={async (picked) => {
              const problem = !IMAGE_TYPES.includes(picked.type)
                ? SERVER_MESSAGES.imageOnly
                : picked.size > LIMITS.imageMaxBytes
                  ? SERVER_MESSAGES.imageTooLarge
                  : await imageBytesProblem(picked);
              setRefused(problem);
              if (!problem) onChange(picked);
            }}
          />
          {file ? (
            <Button color="inherit" onClick={() => onChange(null)}>
              {current ? M.imageUndo : M.imageClear}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {message ? (
        <FormHelperText id={errorId} error>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

export interface AttachmentFieldProps {
  file: File | null;
  current: string | null;
  removeCurrent: boolean;
  onChange: (change: { file: File | null; removeCurrent: boolean }) => void;
  error?: string;
}

/** The optional attachment: a new file replaces the saved one; the saved one can be removed. */
export function AttachmentField({ file, current, removeCurrent, onChange, error }: AttachmentFieldProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const labelId = useId();
  const helpId = useId();
  const message = refused ?? error;
  const currentName = current ? decodeURIComponent(current.split('/').pop() ?? current) : null;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {M.attachment}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <FilePicker
          label={M.attachmentPick}
          accept={ATTACHMENT_EXTENSIONS.join(',')}
          onPick={(picked) => {
            const name = picked.name.toLowerCase();
            if (!ATTACHMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) setRefused(M.attachmentType);
            else if (picked.size > LIMITS.attachmentMaxBytes) setRefused(SERVER_MESSAGES.attachmentTooLarge);
            else {
              setRefused(null);
              onChange({ file: picked, removeCurrent: false });
            }
          }}
        />
        {file ? (
          <>
            <Typography component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <AttachFileIcon fontSize="small" aria-hidden />
              <bdi>{file.name}</bdi>
            </Typography>
            <Button color="inherit" onClick={() => onChange({ file: null, removeCurrent: false })}>
              {M.attachmentClear}
            </Button>
          </>
        ) : current ? (
          removeCurrent ? (
            <>
              <Typography component="span" color="warning.main">
                {M.attachmentRemoved}
              </Typography>
              <Button color="inherit" onClick={() => onChange({ file: null, removeCurrent: false })}>
                {M.attachmentKeep}
              </Button>
            </>
          ) : (
            <>
              <Link href={current} target="_blank" rel="noopener" sx={{ display: 'inline-flex', gap: 0.5 }}>
                <AttachFileIcon fontSize="small" aria-hidden />
                {M.attachmentCurrent}: <bdi>{currentName}</bdi>
              </Link>
              <Button color="error" onClick={() => onChange({ file: null, removeCurrent: true })}>
                {M.attachmentRemove}
              </Button>
            </>
          )
        ) : null}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(message)}>
        {message ?? M.attachmentHelp}
      </FormHelperText>
    </Box>
  );
}
