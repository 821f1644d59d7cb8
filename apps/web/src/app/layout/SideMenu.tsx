import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Role } from '@rasti/contract/enums';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { type MenuKey, menuForRole } from './menu';

const ICONS: Record<MenuKey, ComponentType> = {
  home: HomeOutlined,
  subjects: TrendingUpOutlined,
  reports: FactCheckOutlined,
  askMe: QuestionAnswerOutlined,
  faculty: SchoolOutlined,
  manageUsers: ManageAccountsOutlined,
  manageMedia: NewspaperOutlined,
  manageCategories: CategoryOutlined,
  profile: AccountCircleOutlined,
};

type SideMenuProps = {
  role: Role | null;
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
};

/** The role's menu as a list of links; NavLink marks the current page with aria-current. */
export function SideMenu({ role, onNavigate }: SideMenuProps) {
  return (
    <List component="ul" sx={{ py: 1 }}>
      {menuForRole(role).map((item) => {
        const Icon = ICONS[item.key];
        return (
          <ListItem key={item.key} disablePadding component="li">
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              sx={{
                borderRadius: 2,
                mx: 1,
                '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                '&.active .MuiListItemIcon-root': { color: 'inherit' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
