import type { Category } from '@rasti/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdminTable, RowEditAction } from '../../../components/admin';
import { textColorForBackground } from '../../../lib/color';
import { CATEGORIES_TEXT } from '../messages';

interface CategoriesTableProps {
  categories: readonly Category[];
  onEdit: (category: Category) => void;
}

/** Title, background colour (swatch and code) and an edit action per category; there is no delete. */
export default function CategoriesTable({ categories, onEdit }: CategoriesTableProps) {
  return (
    <AdminTable
      rows={categories}
      text={CATEGORIES_TEXT}
      minWidth={360}
      columns={[
        {
          header: CATEGORIES_TEXT.name,
          rowHeader: true,
          cell: (category) => (
            // one line like every chip: a long name ends in an ellipsis, whole in its tooltip and for
            // screen readers (the text stays in the page)
            <Box
              component="span"
              title={category.title}
              data-testid="category-chip"
              sx={{
                display: 'inline-block',
                maxWidth: '100%',
                boxSizing: 'border-box',
                px: 1.25,
                py: 0.25,
                borderRadius: 4,
                bgcolor: category.color,
                color: textColorForBackground(category.color),
                fontWeight: 500,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                verticalAlign: 'middle',
              }}
            >
              {category.title}
            </Box>
          ),
        },
        {
          header: CATEGORIES_TEXT.color,
          cell: (category) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                role="img"
                aria-label={CATEGORIES_TEXT.swatchOf(category.title)}
                sx={{
                  width: 24,
                  height: 24,
                  flexShrink: 0,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: category.color,
                }}
              />
              <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                {category.color}
              </Box>
            </Stack>
          ),
        },
      ]}
      actions={{
        header: CATEGORIES_TEXT.actions,
        cell: (category) => (
          <RowEditAction text={CATEGORIES_TEXT} name={category.title} onClick={() => onEdit(category)} />
        ),
      }}
    />
  );
}
