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
import { Fragment, type ReactNode, useId, useState } from 'react';
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

type Chain = ReturnType<Editor['chain']>;

/** A button that turns a mark or a list on and off; pressed while the selection has it. */
interface ToggleButton {
  id: string;
  /** the mark or node the editor reports active */
  name: string;
  label: string;
  Icon: typeof FormatBoldIcon;
  run: (chain: Chain) => Chain;
}
const toggle = (
  id: string,
  name: string,
  label: string,
  Icon: ToggleButton['Icon'],
  run: ToggleButton['run'],
) => ({
  id,
  name,
  label,
  Icon,
  run,
});

/** The toolbar's toggle buttons, each group between dividers. */
const TOGGLE_GROUPS: readonly (readonly ToggleButton[])[] = [
  [
    toggle('bold', 'bold', M.bold, FormatBoldIcon, (c) => c.toggleBold()),
    toggle('italic', 'italic', M.italic, FormatItalicIcon, (c) => c.toggleItalic()),
    toggle('underline', 'underline', M.underline, FormatUnderlinedIcon, (c) => c.toggleUnderline()),
    toggle('strike', 'strike', M.strike, FormatStrikethroughIcon, (c) => c.toggleStrike()),
    toggle('code', 'code', M.code, CodeIcon, (c) => c.toggleCode()),
  ],
  [
    toggle('bullet', 'bulletList', M.bulletList, FormatListBulletedIcon, (c) => c.toggleBulletList()),
    toggle('ordered', 'orderedList', M.orderedList, FormatListNumberedIcon, (c) => c.toggleOrderedList()),
  ],
];
const TOGGLES = TOGGLE_GROUPS.flat();

/** The buttons that open a dialog: pressed while a link or an image is selected. */
const DIALOG_BUTTONS = [
  { id: 'link', label: M.link, Icon: InsertLinkIcon },
  { id: 'image', label: M.image, Icon: ImageIcon },
] as const;

/** Undo and redo: mirrored for right-to-left, disabled when there is nothing to take back or redo. */
const HISTORY_BUTTONS = [
  {
    id: 'undo',
    label: M.undo,
    Icon: UndoIcon,
    can: (e: Editor) => e.can().undo(),
    run: (c: Chain) => c.undo(),
  },
  {
    id: 'redo',
    label: M.redo,
    Icon: RedoIcon,
    can: (e: Editor) => e.can().redo(),
    run: (c: Chain) => c.redo(),
  },
] as const;

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
      active: Object.fromEntries(TOGGLES.map(({ name }) => [name, e.isActive(name)])) as Record<
        string,
        boolean
      >,
      link: e.isActive('link'),
      image: e.isActive('image'),
      heading: (HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0) as HeadingLevel | 0,
      align: (TEXT_ALIGNMENTS.find((align) => e.isActive({ textAlign: align })) ?? 'right') as TextAlignment,
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? null,
      color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      can: Object.fromEntries(HISTORY_BUTTONS.map(({ id, can }) => [id, can(e)])) as Record<string, boolean>,
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
  const menuProps = (name: MenuName) => ({
    id: `${menuId}-${name}`,
    anchorEl: menu?.name === name ? menu.anchor : null,
    open: menu?.name === name,
    onClose: closeMenu,
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
      {TOGGLE_GROUPS.map((group) => (
        <Fragment key={group[0]?.id}>
          <ToolbarDivider />
          {group.map(({ id, name, label, Icon, run }) => (
            <ToolbarButton
              key={id}
              id={id}
              label={label}
              icon={<Icon fontSize="small" />}
              pressed={state.active[name]}
              onClick={() => run(chain()).run()}
            />
          ))}
        </Fragment>
      ))}
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
      {DIALOG_BUTTONS.map(({ id, label, Icon }) => (
        <ToolbarButton
          key={id}
          id={id}
          label={label}
          icon={<Icon fontSize="small" />}
          pressed={state[id]}
          popup="dialog"
          onClick={id === 'link' ? onLink : onImage}
        />
      ))}
      <ToolbarButton
        id="import"
        label={M.importFile}
        icon={<UploadFileIcon fontSize="small" />}
        onClick={onImport}
      />
      <ToolbarDivider />
      {HISTORY_BUTTONS.map(({ id, label, Icon, run }) => (
        <ToolbarButton
          key={id}
          id={id}
          label={label}
          icon={<Icon fontSize="small" sx={{ transform: 'scaleX(-1)' }} />}
          disabled={!state.can[id]}
          onClick={() => run(chain()).run()}
        />
      ))}

      <Menu {...menuProps('block')}>
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

      <Menu {...menuProps('size')}>
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

      <Menu {...menuProps('color')}>
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
