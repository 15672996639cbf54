export { AppShell, AppShellNav, AppShellNavItem } from './app-shell.tsx';
export type { AppShellProps, AppShellNavItemProps } from './app-shell.tsx';
