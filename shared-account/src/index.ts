export { AccountMenu, LOGOUT_RELOAD_DELAY_MS, type AccountMenuProps } from './AccountMenu';
