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
import type { Role } from '@rasti/contract/enums';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { cx } from '../../styles/cx';
import { type MenuKey, menuForRole } from './menu';
import styles from './SideMenu.module.css';

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

/** The role's menu as a list of links; NavLink marks the current page with aria-current. */
export function SideMenu({ role, onNavigate }: SideMenuProps) {
  return (
    <ul className={styles.list}>
      {menuForRole(role).map((item) => {
        const Icon = ICONS[item.key];
        return (
          <li key={item.key} className={styles.row}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) => cx(styles.item, isActive && styles.active)}
            >
              <span className={styles.icon}>
                <Icon />
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{item.label}</span>
              </span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
