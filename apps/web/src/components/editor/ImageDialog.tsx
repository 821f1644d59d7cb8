import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IMAGE_ACCEPT } from '@rasti/contract/limits';
import { useState } from 'react';
import { EditorDialog, useFilePicker } from './EditorDialog';
import { IMAGE_ALIGNS, IMAGE_WIDTHS, type ImageAlign } from './editor-config';
import { readImageAsDataUrl } from './import-file';
import { EDITOR_MESSAGES as M } from './messages';

export interface ImageValues {
  src: string;
  alt: string;
  title: string;
  width: number | null;
  align: ImageAlign | null;
}

export interface ImageDialogProps {
  /** the selected image's attributes when editing one; null to add a new image */
  initial: ImageValues | null;
  onSubmit: (values: ImageValues) => void;
  onClose: () => void;
}

const WEB_IMAGE = /^(?:https?:\/\/\S+|\/(?!\/)\S*)$/i;

const widthLabel = (width: (typeof IMAGE_WIDTHS)[number]) =>
  width === 'auto' ? M.imageWidthAuto : M.fontSizeValue(width);

/** Adds an image (a chosen file read as a data URL, or a web address) or edits the selected one. */
export function ImageDialog({ initial, onSubmit, onClose }: ImageDialogProps) {
  const [values, setValues] = useState<ImageValues>(
    initial ?? { src: '', alt: '', title: '', width: null, align: null },
  );
  const [urlText, setUrlText] = useState(initial && !initial.src.startsWith('data:') ? initial.src : '');
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ImageValues>) => setValues((current) => ({ ...current, ...patch }));

  const picker = useFilePicker({
    accept: IMAGE_ACCEPT,
    label: M.imagePick,
    testId: 'editor-image-file',
    onFile: async (file) => {
      const src = await readImageAsDataUrl(file);
      set({ src, alt: values.alt || file.name.replace(/\.[^.]+$/, '') });
      setUrlText('');
      setError(null);
    },
    onError: setError,
  });

  const submit = () => {
    let src = values.src;
    if (urlText.trim()) {
      if (!WEB_IMAGE.test(urlText.trim())) {
        setError(M.imageUrlRefused);
        return;
      }
      src = urlText.trim();
    }
    if (!src) {
      setError(M.imageRequired);
      return;
    }
    onSubmit({ ...values, src, alt: values.alt.trim(), title: values.title.trim() });
  };

  const address = urlText.trim();
  // a picture on another site is copied to Rasti on save (ADR 36); until then the site's content-security
  // policy keeps it from showing, so the dialog says what will happen instead of showing a broken picture
  const external = /^https?:\/\//i.test(address) && WEB_IMAGE.test(address);
  const preview = address && WEB_IMAGE.test(address) ? (external ? null : address) : values.src;

  return (
    <EditorDialog
      title={initial ? M.imageEditTitle : M.imageTitle}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" onClick={picker.open} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {M.imagePick}
        </Button>
        {picker.input}
        <TextField
          label={M.imageUrl}
          value={urlText}
          onChange={(event) => {
            setUrlText(event.target.value);
            setError(null);
          }}
          helperText={M.imageUrlHelp}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
      </Stack>
      {external ? (
        <Alert severity="info" data-testid="image-url-copied">
          {M.imageUrlCopied}
        </Alert>
      ) : null}
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={M.imagePreview}
          sx={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', alignSelf: 'center' }}
        />
      ) : null}
      <TextField
        label={M.imageAlt}
        helperText={M.imageAltHelp}
        value={values.alt}
        onChange={(event) => set({ alt: event.target.value })}
      />
      <TextField
        label={M.imageCaption}
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          select
          fullWidth
          label={M.imageWidth}
          value={values.width === null ? 'auto' : String(values.width)}
          onChange={(event) =>
            set({ width: event.target.value === 'auto' ? null : Number(event.target.value) })
          }
        >
          {IMAGE_WIDTHS.map((width) => (
            <MenuItem key={width} value={String(width)}>
              {widthLabel(width)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={M.imageAlign}
          value={values.align ?? 'right'}
          onChange={(event) => set({ align: event.target.value as ImageAlign })}
        >
          {IMAGE_ALIGNS.map((align) => (
            <MenuItem key={align} value={align}>
              {M.imageAlignLabels[align]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </EditorDialog>
  );
}
