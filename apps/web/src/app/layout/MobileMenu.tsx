import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Role } from '@rasti/contract/enums';
import { SideMenu } from './SideMenu';

interface MobileMenuProps {
  id: string;
  open: boolean;
  role: Role | null;
  width: number;
  onClose: () => void;
}

/** The role menu as a drawer on phones; its own chunk, fetched the first time the menu button is pressed. */
export default function MobileMenu({ id, open, role, width, onClose }: MobileMenuProps) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{ paper: { sx: { width }, 'aria-label': 'منو' } }}
    >
      <Box component="nav" aria-label="منوی اصلی">
        <SideMenu role={role} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
