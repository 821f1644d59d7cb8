import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { normalizeHashtags } from '@rasti/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { FORM_MESSAGES as M } from './messages';

export interface HashtagInputProps {
  /** '#a #b': the stored form (spec section 3) */
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

const tagsOf = (value: string) => (value ? normalizeHashtags(value).split(' ').filter(Boolean) : []);

/**
 * Hashtags as chips (spec section 5): a tag is typed without #, a space adds it (trimmed, once; a
 * duplicate is ignored), words inside one tag are joined by _. Enter, leaving the field and pasting
 * 'a b c' add tags too; Backspace in the empty field takes the last chip back for editing.
 */
export function HashtagInput({ value, onChange, label = M.hashtags }: HashtagInputProps) {
  const [draft, setDraft] = useState('');
  const helpId = useId();
  const tags = tagsOf(value);

  /** Adds every tag in `text`; answers whether anything was typed. */
  const commit = (text: string) => {
    const added = text
      .split(/\s+/)
      .map((t) => t.replace(/^#+/, '').trim())
      .filter(Boolean);
    if (added.length > 0) onChange(normalizeHashtags([...tags, ...added.map((t) => `#${t}`)].join(' ')));
    setDraft('');
  };

  const remove = (tag: string) => onChange(tags.filter((t) => t !== tag).join(' '));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag instead of submitting the whole form
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      const last = tags[tags.length - 1]!;
      onChange(tags.slice(0, -1).join(' '));
      setDraft(last.slice(1));
    }
  };

  return (
    <Box>
      <TextField
        label={label}
        fullWidth
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          // a space (also a pasted one) closes the tags before it
          if (/\s/.test(text)) {
            const parts = text.split(/\s+/);
            const rest = parts.pop() ?? '';
            commit(parts.join(' '));
            setDraft(rest.replace(/^#+/, ''));
          } else {
            setDraft(text.replace(/^#+/, ''));
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
        helperText={M.hashtagsHelp}
        slotProps={{ htmlInput: { 'aria-describedby': helpId }, formHelperText: { id: helpId } }}
      />
      {tags.length > 0 ? (
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1 }}
        >
          {tags.map((tag) => (
            <Box component="li" key={tag} sx={{ listStyle: 'none' }}>
              {/* the chip is one button, 'remove #tag': a click, Enter, Delete or Backspace removes it */}
              <Chip
                label={tag}
                dir="auto"
                aria-label={M.hashtagRemove(tag)}
                onClick={() => remove(tag)}
                onDelete={() => remove(tag)}
                color="primary"
                variant="outlined"
              />
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
