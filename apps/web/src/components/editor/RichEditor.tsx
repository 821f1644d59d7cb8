import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/core';
import type { EditorProps } from '@tiptap/pm/view';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { EDITOR_HEIGHT_PX, IMPORT_ACCEPT } from './editor-config';
import { useFilePicker } from './EditorDialog';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './extensions';
import { ImageDialog, type ImageValues } from './ImageDialog';
import { fileErrorMessage, isInlineImage, readImageAsDataUrl, readImportFile } from './import-file';
import { LinkDialog } from './LinkDialog';
import { EDITOR_MESSAGES as M } from './messages';

export interface RichEditorProps {
  /** the document as HTML ('' when empty) */
  value: string;
  onChange: (html: string) => void;
  /** the visible label, also the editing area's accessible name */
  label: string;
  /** a validation message shown under the editor */
  error?: string;
  /** marks the label with an asterisk, as the form's other required fields are, and the area aria-required */
  required?: boolean;
}

type Dialog =
  | { kind: 'link'; href: string; askText: boolean }
  | { kind: 'image'; initial: ImageValues | null }
  | null;

/** What the editor holds, as the form stores it: an empty document is ''. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Image files among pasted or dropped items. */
const imageFiles = (list: FileList | null | undefined) => Array.from(list ?? []).filter(isInlineImage);

/**
 * The rich-text HTML editor of spec section 2 (TipTap): headings 1-6, bold, italic, underline, strike,
 * code, lists, links with the spec's schemes only, images (src, alt, title, width, align) kept as
 * inline data URLs until saved, colour, font size, alignment, .txt/.html import; 300px high, RTL.
 * Load it lazily: it is a large chunk that public pages must never pull in.
 */
export function RichEditor({ value, onChange, label, error, required }: RichEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // the HTML this editor last reported, to tell its own echoes from a new value set by the form
  const lastHtml = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  /** Inserts images read from files at `pos` (or the selection), each as an inline data URL. */
  const insertImages = useCallback(async (editor: Editor, files: File[], pos?: number) => {
    try {
      const sources = await Promise.all(files.map(readImageAsDataUrl));
      const nodes = sources.map((src, i) => ({
        type: 'image',
        attrs: { src, alt: files[i]?.name.replace(/\.[^.]+$/, '') ?? '' },
      }));
      const chain = editor.chain().focus();
      (pos === undefined ? chain.insertContent(nodes) : chain.insertContentAt(pos, nodes)).run();
      setFileError(null);
    } catch (cause) {
      setFileError(fileErrorMessage(cause));
    }
  }, []);

  const editorRef = useRef<Editor | null>(null);
  const openLinkRef = useRef<() => void>(() => {});

  // options stay the same objects between renders, so useEditor does not re-apply them on every keystroke
  const extensions = useMemo(() => editorExtensions(), []);
  const [initialContent] = useState(value);
  const editorProps = useMemo<EditorProps>(
    () => ({
      // the accessible name and error state follow the props
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        dir: 'rtl',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
      // Ctrl/⌘+K opens the link dialog; by key position, so it works on a Persian layout too
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.code !== 'KeyK') return false;
        event.preventDefault();
        openLinkRef.current();
        return true;
      },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0 || !editorRef.current) return false;
        void insertImages(editorRef.current, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const files = imageFiles(event.dataTransfer?.files);
        if (files.length === 0 || !editorRef.current) return false;
        event.preventDefault();
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void insertImages(editorRef.current, files, pos);
        return true;
      },
    }),
    [error, required, labelId, errorId, insertImages],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      lastHtml.current = html;
      onChangeRef.current(html);
    },
  });
  editorRef.current = editor;

  // a value set from outside (an edit form that loaded its subject) replaces the document
  useEffect(() => {
    if (!editor || value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const openLink = useCallback(() => {
    if (!editor) return;
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setDialog({ kind: 'link', href, askText: editor.state.selection.empty && !href });
  }, [editor]);
  openLinkRef.current = openLink;

  const openImage = useCallback(() => {
    if (!editor) return;
    if (editor.isActive('image')) {
      const attrs = editor.getAttributes('image');
      setDialog({
        kind: 'image',
        initial: {
          src: attrs.src ?? '',
          alt: attrs.alt ?? '',
          title: attrs.title ?? '',
          width: attrs.width ?? null,
          align: attrs.align ?? null,
        },
      });
    } else {
      setDialog({ kind: 'image', initial: null });
    }
  }, [editor]);

  const closeDialog = () => {
    setDialog(null);
    editor?.commands.focus();
  };

  const submitLink = ({ href, text }: { href: string; text: string }) => {
    if (!editor) return;
    if (dialog?.kind === 'link' && dialog.askText) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: text || href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setDialog(null);
  };

  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setDialog(null);
  };

  const submitImage = (values: ImageValues) => {
    if (!editor) return;
    const attrs = {
      src: values.src,
      alt: values.alt || null,
      title: values.title || null,
      width: values.width,
      align: values.align,
    };
    if (dialog?.kind === 'image' && dialog.initial) {
      editor.chain().focus().updateAttributes('image', attrs).run();
    } else {
      editor.chain().focus().insertContent({ type: 'image', attrs }).run();
    }
    setDialog(null);
  };

  const importPicker = useFilePicker({
    accept: IMPORT_ACCEPT,
    label: M.importFile,
    testId: 'editor-import-file',
    onFile: async (file) => {
      if (!editor) return;
      const html = await readImportFile(file);
      if (html) editor.chain().focus().insertContent(html).run();
      setFileError(null);
    },
    onError: setFileError,
  });

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}
      >
        {label}
        {required ? (
          <Box component="span" aria-hidden="true" sx={{ color: error ? 'error.main' : undefined }}>
            {' *'}
          </Box>
        ) : null}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
          '& .tiptap': {
            height: EDITOR_HEIGHT_PX,
            overflowY: 'auto',
            p: 1.5,
            outline: 'none',
            lineHeight: 1.8,
            '& > :first-of-type': { mt: 0 },
            '& h1': { fontSize: '2rem' },
            '& h2': { fontSize: '1.75rem' },
            '& h3': { fontSize: '1.5rem' },
            '& h4': { fontSize: '1.25rem' },
            '& h5': { fontSize: '1.1rem' },
            '& h6': { fontSize: '1rem' },
            '& code': { bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5, fontFamily: 'monospace' },
            '& a': { color: 'primary.main', textDecoration: 'underline' },
            '& ul, & ol': { paddingInlineStart: 3 },
            '& blockquote': { borderInlineStart: 3, borderColor: 'divider', m: 0, paddingInlineStart: 2 },
            '& img': { maxWidth: '100%', height: 'auto', display: 'block', my: 1 },
            '& img[data-align="right"]': { marginInlineStart: 0, marginInlineEnd: 'auto' },
            '& img[data-align="center"]': { mx: 'auto' },
            '& img[data-align="left"]': { marginInlineStart: 'auto', marginInlineEnd: 0 },
            '& img.ProseMirror-selectednode': { outline: 3, outlineColor: 'primary.main' },
          },
        }}
      >
        {editor ? (
          <EditorToolbar editor={editor} onLink={openLink} onImage={openImage} onImport={importPicker.open} />
        ) : null}
        <EditorContent editor={editor} />
      </Box>
      {importPicker.input}
      {fileError ? (
        <Alert severity="error" role="alert" onClose={() => setFileError(null)} sx={{ mt: 1 }}>
          {fileError}
        </Alert>
      ) : null}
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
      {dialog?.kind === 'link' ? (
        <LinkDialog
          initialUrl={dialog.href}
          askText={dialog.askText}
          onSubmit={submitLink}
          onRemove={dialog.href ? removeLink : undefined}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'image' ? (
        <ImageDialog initial={dialog.initial} onSubmit={submitImage} onClose={closeDialog} />
      ) : null}
    </Box>
  );
}

export default RichEditor;
