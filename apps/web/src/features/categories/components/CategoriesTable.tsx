import type { Category } from '@rasti/contract';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '../../../components/visually-hidden';
import { textColorForBackground } from '../../../lib/color';
import { CATEGORIES_TEXT } from '../messages';

interface CategoriesTableProps {
  categories: readonly Category[];
  onEdit: (category: Category) => void;
}

/** Title, background colour (swatch and code) and an edit action per category; there is no delete. */
export default function CategoriesTable({ categories, onEdit }: CategoriesTableProps) {
  return (
    <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 360 }}>
        <Box component="caption" sx={visuallyHidden}>
          {CATEGORIES_TEXT.tableCaption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{CATEGORIES_TEXT.name}</TableCell>
            <TableCell>{CATEGORIES_TEXT.color}</TableCell>
            <TableCell align="center">{CATEGORIES_TEXT.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {CATEGORIES_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            categories.map((category) => (
              <TableRow key={category.id} hover>
                <TableCell component="th" scope="row">
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-block',
                      px: 1.25,
                      py: 0.25,
                      borderRadius: 4,
                      bgcolor: category.color,
                      color: textColorForBackground(category.color),
                      fontWeight: 500,
                    }}
                  >
                    {category.title}
                  </Box>
                </TableCell>
                <TableCell>
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
                </TableCell>
                <TableCell align="center">
                  <Tooltip describeChild title={CATEGORIES_TEXT.editShort}>
                    <IconButton
                      aria-label={CATEGORIES_TEXT.edit(category.title)}
                      onClick={() => onEdit(category)}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
