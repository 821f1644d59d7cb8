import { Extension, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { registerCustomProtocol, reset as resetLinkify } from 'linkifyjs';
import {
  DEFAULT_ALIGNMENT,
  IMAGE_ALIGNS,
  IMAGE_WIDTHS,
  type ImageAlign,
  isAllowedLink,
  TEXT_ALIGNMENTS,
  UNDO_DEPTH,
  UNDO_GROUP_DELAY_MS,
} from './editor-config';

/** A width attribute as one of the editor's widths (spec section 9), or null for 'auto'. */
export function parseImageWidth(raw: string | null | undefined): number | null {
  const px = Number.parseInt(raw ?? '', 10);
  return (IMAGE_WIDTHS as readonly (number | string)[]).includes(px) ? px : null;
}

export function parseImageAlign(raw: string | null | undefined): ImageAlign | null {
  const value = raw?.trim().toLowerCase();
  return (IMAGE_ALIGNS as readonly string[]).includes(value ?? '') ? (value as ImageAlign) : null;
}

/**
 * Images with the spec's attributes: src, alt, title, width and align (kept as data-align, which the
 * server's allow-list and the reading pages share). Data URLs are allowed: pasted, dropped and chosen
 * images stay inline until the server stores them as files on save.
 */
export const EditorImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: {
        default: null,
        parseHTML: (element: HTMLElement) => parseImageWidth(element.getAttribute('width')),
        renderHTML: (attributes: { width?: number | null }) =>
          attributes.width ? { width: String(attributes.width) } : {},
      },
      // heights are never set: the width alone scales an image without distorting it
      height: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
      align: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          parseImageAlign(element.getAttribute('data-align') ?? element.getAttribute('align')),
        renderHTML: (attributes: { align?: ImageAlign | null }) =>
          attributes.align ? { 'data-align': attributes.align } : {},
      },
    };
  },
}).configure({ allowBase64: true, inline: false });

/** The link schemes beyond http and https that a typed or pasted address may be linked with (spec section 5). */
export const LINK_SCHEMES = ['ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/**
 * Registers the link schemes with linkify (the address finder behind autolinking) before each editor is
 * made. TipTap's Link registers its `protocols` in onCreate, after linkify may already have been started by
 * the document's first autolink pass, so every editor load warned 'linkifyjs: already initialized' once per
 * scheme; here linkify is reset first (it starts again lazily, with the schemes, at its next use), and Link
 * is given no protocols of its own.
 */
export const LinkSchemes = Extension.create({
  name: 'linkSchemes',
  onBeforeCreate() {
    resetLinkify();
    for (const scheme of LINK_SCHEMES) registerCustomProtocol(scheme);
  },
});

/** Everything the editor can make (spec section 2 'Editor'), with section 9's undo and alignment. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
      // the server's allow-list has no rule or code block; inline code covers 'code'
      horizontalRule: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        // registered by LinkSchemes below, before linkify starts
        protocols: [],
        isAllowedUri: (url) => isAllowedLink(url),
        shouldAutoLink: (url) => isAllowedLink(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
      },
    }),
    LinkSchemes,
    TextStyle,
    Color,
    FontSize,
    TextAlign.configure({
      types: ['heading', 'paragraph'],
      alignments: [...TEXT_ALIGNMENTS],
      defaultAlignment: DEFAULT_ALIGNMENT,
    }),
    EditorImage,
  ];
}
