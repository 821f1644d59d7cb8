import Drawer from '@mui/material/Drawer';
import type { Role } from '@rasti/contract/enums';
import styles from './MobileMenu.module.css';
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
      className={styles.drawer}
      slotProps={{ paper: { style: { width }, 'aria-label': 'منو' } }}
    >
      <nav aria-label="منوی اصلی">
        <SideMenu role={role} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
