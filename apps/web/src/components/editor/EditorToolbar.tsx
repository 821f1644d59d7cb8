import CodeIcon from '@mui/icons-material/Code';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import ImageIcon from '@mui/icons-material/Image';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type ReactNode, useId, useState } from 'react';
import { FONT_SIZES_PX, SWATCHES, TEXT_ALIGNMENTS, type TextAlignment } from './editor-config';
import { EDITOR_MESSAGES as M } from './messages';
import { RovingToolbar, ToolbarButton, ToolbarDivider } from './RovingToolbar';

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
type HeadingLevel = (typeof HEADING_LEVELS)[number];

const ALIGN_ICONS: Record<TextAlignment, ReactNode> = {
  right: <FormatAlignRightIcon fontSize="small" />,
  center: <FormatAlignCenterIcon fontSize="small" />,
  left: <FormatAlignLeftIcon fontSize="small" />,
  justify: <FormatAlignJustifyIcon fontSize="small" />,
};

interface EditorToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  onImport: () => void;
}

type MenuName = 'block' | 'size' | 'color';

/** The editor's toolbar: every capability of spec section 2 'Editor', reachable by keyboard. */
export function EditorToolbar({ editor, onLink, onImage, onImport }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      image: e.isActive('image'),
      heading: (HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0) as HeadingLevel | 0,
      align: (TEXT_ALIGNMENTS.find((align) => e.isActive({ textAlign: align })) ?? 'right') as TextAlignment,
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? null,
      color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [menu, setMenu] = useState<{ name: MenuName; anchor: HTMLElement } | null>(null);
  const menuId = useId();
  const chain = () => editor.chain().focus();
  const closeMenu = () => setMenu(null);
  const openMenu = (name: MenuName) => (event: { currentTarget: HTMLElement }) =>
    setMenu({ name, anchor: event.currentTarget });
  const menuButton = (name: MenuName) => ({
    popup: 'menu' as const,
    expanded: menu?.name === name,
    controls: menu?.name === name ? `${menuId}-${name}` : undefined,
    onClick: openMenu(name),
  });
  const pick = (run: () => void) => () => {
    run();
    closeMenu();
  };

  return (
    <RovingToolbar label={M.toolbar}>
      <ToolbarButton
        id="block"
        first
        label={`${M.blockStyle}: ${state.heading ? M.heading(state.heading) : M.paragraph}`}
        icon={<TitleIcon fontSize="small" />}
        {...menuButton('block')}
      />
      <ToolbarButton
        id="size"
        label={`${M.fontSize}: ${state.fontSize ? M.fontSizeValue(Number.parseInt(state.fontSize, 10)) : M.fontSizeDefault}`}
        icon={<FormatSizeIcon fontSize="small" />}
        {...menuButton('size')}
      />
      <ToolbarButton
        id="color"
        label={M.color}
        icon={<FormatColorTextIcon fontSize="small" sx={{ color: state.color ?? 'inherit' }} />}
        {...menuButton('color')}
      />
      <ToolbarDivider />
      <ToolbarButton
        id="bold"
        label={M.bold}
        icon={<FormatBoldIcon fontSize="small" />}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        id="italic"
        label={M.italic}
        icon={<FormatItalicIcon fontSize="small" />}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        id="underline"
        label={M.underline}
        icon={<FormatUnderlinedIcon fontSize="small" />}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolbarButton
        id="strike"
        label={M.strike}
        icon={<FormatStrikethroughIcon fontSize="small" />}
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <ToolbarButton
        id="code"
        label={M.code}
        icon={<CodeIcon fontSize="small" />}
        pressed={state.code}
        onClick={() => chain().toggleCode().run()}
      />
      <ToolbarDivider />
      <ToolbarButton
        id="bullet"
        label={M.bulletList}
        icon={<FormatListBulletedIcon fontSize="small" />}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        id="ordered"
        label={M.orderedList}
        icon={<FormatListNumberedIcon fontSize="small" />}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarDivider />
      {TEXT_ALIGNMENTS.map((align) => (
        <ToolbarButton
          key={align}
          id={`align-${align}`}
          label={M.align[align]}
          icon={ALIGN_ICONS[align]}
          pressed={state.align === align}
          onClick={() => chain().setTextAlign(align).run()}
        />
      ))}
      <ToolbarDivider />
      <ToolbarButton
        id="link"
        label={M.link}
        icon={<InsertLinkIcon fontSize="small" />}
        pressed={state.link}
        popup="dialog"
        onClick={onLink}
      />
      <ToolbarButton
        id="image"
        label={M.image}
        icon={<ImageIcon fontSize="small" />}
        pressed={state.image}
        popup="dialog"
        onClick={onImage}
      />
      <ToolbarButton
        id="import"
        label={M.importFile}
        icon={<UploadFileIcon fontSize="small" />}
        onClick={onImport}
      />
      <ToolbarDivider />
      <ToolbarButton
        id="undo"
        label={M.undo}
        icon={<UndoIcon fontSize="small" sx={{ transform: 'scaleX(-1)' }} />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        id="redo"
        label={M.redo}
        icon={<RedoIcon fontSize="small" sx={{ transform: 'scaleX(-1)' }} />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />

      <Menu
        id={`${menuId}-block`}
        anchorEl={menu?.name === 'block' ? menu.anchor : null}
        open={menu?.name === 'block'}
        onClose={closeMenu}
      >
        <MenuItem selected={state.heading === 0} onClick={pick(() => chain().setParagraph().run())}>
          {M.paragraph}
        </MenuItem>
        {HEADING_LEVELS.map((level) => (
          <MenuItem
            key={level}
            selected={state.heading === level}
            onClick={pick(() => chain().setHeading({ level }).run())}
            sx={{ fontWeight: 700, fontSize: `${1.5 - level * 0.1}rem` }}
          >
            {M.heading(level)}
          </MenuItem>
        ))}
      </Menu>

      <Menu
        id={`${menuId}-size`}
        anchorEl={menu?.name === 'size' ? menu.anchor : null}
        open={menu?.name === 'size'}
        onClose={closeMenu}
      >
        <MenuItem selected={state.fontSize === null} onClick={pick(() => chain().unsetFontSize().run())}>
          {M.fontSizeDefault}
        </MenuItem>
        {FONT_SIZES_PX.map((px) => (
          <MenuItem
            key={px}
            selected={state.fontSize === `${px}px`}
            onClick={pick(() => chain().setFontSize(`${px}px`).run())}
          >
            {M.fontSizeValue(px)}
          </MenuItem>
        ))}
      </Menu>

      <Menu
        id={`${menuId}-color`}
        anchorEl={menu?.name === 'color' ? menu.anchor : null}
        open={menu?.name === 'color'}
        onClose={closeMenu}
      >
        <MenuItem onClick={pick(() => chain().unsetColor().run())}>{M.colorDefault}</MenuItem>
        {SWATCHES.map((hex) => (
          <MenuItem
            key={hex}
            selected={state.color?.toLowerCase() === hex}
            aria-label={M.colorSwatch(hex)}
            onClick={pick(() => chain().setColor(hex).run())}
          >
            <Box
              aria-hidden
              sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: hex, marginInlineEnd: 1 }}
            />
            <Box component="span" dir="ltr">
              {hex}
            </Box>
          </MenuItem>
        ))}
        <Box component="li" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="label" htmlFor={`${menuId}-custom`} sx={{ fontSize: '0.875rem' }}>
            {M.colorCustom}
          </Box>
          <input
            id={`${menuId}-custom`}
            type="color"
            defaultValue={state.color ?? '#000000'}
            onChange={(event) => editor.chain().setColor(event.target.value).run()}
          />
        </Box>
      </Menu>
    </RovingToolbar>
  );
}
