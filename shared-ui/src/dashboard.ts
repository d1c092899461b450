// shared-ui/dashboard: the design system's part for the signed-in pages (dashboards, lists,
// dialogs). A federation singleton of its own, not eager (rspack/sharedModules.ts): a visitor's
// page never downloads it; the shell loads it with the first signed-in page that needs it.
//
// Its modules take what belongs to the visitor part (Button, Card, the fields' frame, the
// dashboard frame's geometry…) from 'shared-ui' by name, never by a relative path: the federation
// then gives them the one shared instance, and this chunk carries no second copy of it.
// (shared-ui's index registers the signed-in catalogue 'ui-signed-in' these components read.)

// Building blocks
export { Modal, type ModalProps } from './components/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Pagination, type PaginationProps } from './components/Pagination';
export { PagedList, type PagedListProps, type PagedListState } from './components/PagedList';
export { Avatar, type AvatarProps } from './components/Avatar';
export { FactList } from './components/FactList';
export { Table, StyledTable, type TableProps } from './components/Table';

// Forms
export { FileField, type FileFieldProps } from './forms/FileField';
export { TextAreaField, type TextAreaFieldProps } from './forms/TextAreaField';

// Layout and feedback
export { DashboardLayout, type DashboardLayoutProps, type NavItem } from './layout/DashboardLayout';
export { roleFrame, type RoleFrameConfig, type RoleFrameProps } from './layout/roleFrame';
export { PageHeading, type PageHeadingProps } from './layout/PageHeading';
export { activeNavIndex } from './layout/activeNavIndex';
export {
  EmptyState,
  ErrorState,
  LoadingState,
  StateBox,
  StateTitle,
  type EmptyStateProps,
  type ErrorStateProps,
} from './feedback/states';
