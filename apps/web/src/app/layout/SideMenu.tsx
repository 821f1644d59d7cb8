import {
  AccountCircleOutlinedIcon,
  CategoryOutlinedIcon,
  DashboardOutlinedIcon,
  FactCheckOutlinedIcon,
  HomeOutlinedIcon,
  ManageAccountsOutlinedIcon,
  NewspaperOutlinedIcon,
  QuestionAnswerOutlinedIcon,
  RuleOutlinedIcon,
  SchoolOutlinedIcon,
  SettingsOutlinedIcon,
  TrendingUpOutlinedIcon,
} from '../../components/icons';
import type { Role } from '@rasti/contract/enums';
import type { ComponentType } from 'react';
import { AppNavLink } from '../../components/AppLink';
import { cx } from '../../styles/cx';
import { type MenuKey, menuForRole } from './menu';
import styles from './SideMenu.module.css';

const ICONS: Record<MenuKey, ComponentType> = {
  home: HomeOutlinedIcon,
  subjects: TrendingUpOutlinedIcon,
  reports: FactCheckOutlinedIcon,
  askMe: QuestionAnswerOutlinedIcon,
  myWork: RuleOutlinedIcon,
  faculty: SchoolOutlinedIcon,
  manageUsers: ManageAccountsOutlinedIcon,
  manageOutlets: NewspaperOutlinedIcon,
  manageCategories: CategoryOutlinedIcon,
  manageEvaluations: RuleOutlinedIcon,
  dashboard: DashboardOutlinedIcon,
  tiplineSettings: SettingsOutlinedIcon,
  profile: AccountCircleOutlinedIcon,
};

type SideMenuProps = {
  role: Role | null;
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
};

/** The role's menu as a list of links; AppNavLink marks the current page with aria-current. */
export function SideMenu({ role, onNavigate }: SideMenuProps) {
  return (
    <ul className={styles.list}>
      {menuForRole(role).map((item) => {
        const Icon = ICONS[item.key];
        return (
          <li key={item.key} className={styles.row}>
            <AppNavLink
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
            </AppNavLink>
          </li>
        );
      })}
    </ul>
  );
}
