import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
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
  manageOutlets: NewspaperOutlined,
  manageCategories: CategoryOutlined,
  manageEvaluations: RuleOutlined,
  profile: AccountCircleOutlined,
};

type SideMenuProps = {
  role: Role | null;
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
};

// Plain list and links drawn as MUI's List, ListItemButton, ListItemIcon and ListItemText draw them,
// without their code: 48px rows, a grey icon column 40px wide, a light grey hover and keyboard focus.
const itemSx = {
  display: 'flex',
  flexGrow: 1,
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  minWidth: 0,
  textAlign: 'left',
  textDecoration: 'none',
  color: 'inherit',
  WebkitTapHighlightColor: 'transparent',
  outline: '0',
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  py: 1,
  px: 2,
  transition: (theme: Theme) =>
    theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': {
    textDecoration: 'none',
    bgcolor: 'action.hover',
    '@media (hover: none)': { bgcolor: 'transparent' },
  },
  '&:focus-visible': { bgcolor: 'action.focus' },
  borderRadius: 2,
  mx: 1,
  '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&.active .menu-icon': { color: 'inherit' },
} as const;

/** The role's menu as a list of links; NavLink marks the current page with aria-current. */
export function SideMenu({ role, onNavigate }: SideMenuProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative', py: 1 }}>
      {menuForRole(role).map((item) => {
        const Icon = ICONS[item.key];
        return (
          <Box
            component="li"
            key={item.key}
            sx={{
              display: 'flex',
              justifyContent: 'flex-start',
              alignItems: 'center',
              position: 'relative',
              textDecoration: 'none',
              width: '100%',
              boxSizing: 'border-box',
              textAlign: 'left',
            }}
          >
            <Box component={NavLink} to={item.to} end={item.to === '/'} onClick={onNavigate} sx={itemSx}>
              <Box
                className="menu-icon"
                sx={{ minWidth: 40, color: 'action.active', flexShrink: 0, display: 'inline-flex' }}
              >
                <Icon />
              </Box>
              <Box sx={{ flex: '1 1 auto', minWidth: 0, my: 0.5 }}>
                <Box component="span" sx={{ typography: 'body1', display: 'block' }}>
                  {item.label}
                </Box>
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
