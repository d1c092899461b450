// Everything the shell and the remotes may use of shared-ui; nothing else is public.
import { registerCatalogueOfUi } from './i18n/catalogue';

registerCatalogueOfUi();

export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { AppProviders, TOAST_DURATION_MS } from './providers/AppProviders';
export { ThemeFrame } from './providers/ThemeFrame';
export type { RemotePageProps } from './layout/RemotePageProps';

// Building blocks
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { ButtonLink } from './components/ButtonLink';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Modal, type ModalProps } from './components/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Pagination, type PaginationProps } from './components/Pagination';
export { PagedList, type PagedListProps, type PagedListState } from './components/PagedList';
export { Avatar, type AvatarProps } from './components/Avatar';
export { StatusText } from './components/StatusText';
export { FactList } from './components/FactList';
export { Card, CardGrid } from './components/Card';
export { Table, StyledTable, type TableProps } from './components/Table';
export { CaseCard, type CaseCardProps } from './cases/CaseCard';
export { CaseFileLink } from './cases/CaseFileLink';
export { CaseFacts } from './cases/CaseFacts';
export { caseWord, useCaseWords, type CaseWordKind, type CaseWords } from './cases/caseWords';
export { CaseStatusBadge } from './cases/CaseStatusBadge';
export { CaseSection } from './cases/CaseSection';
export { CaseTimeline } from './cases/CaseTimeline';
export {
  CaseLifeSections,
  type CaseLifeSectionsProps,
  type CaseRead,
} from './cases/CaseLifeSections';
export { CaseDocuments, formatFileSize, type CaseDocumentsProps } from './cases/CaseDocuments';
export { timelineEventText, formatEventTime } from './cases/timelineText';
export { CASE_FILE_ACCEPT } from './cases/upload/caseFile';
export { UploadProgress } from './cases/upload/UploadProgress';
export { CancelUploadDialog } from './cases/upload/CancelUploadDialog';
export { useLeaveWarning } from './cases/upload/useLeaveWarning';
export { useUpload, type UploadOutcome } from './cases/upload/useUpload';
export { UnreadBadge } from './components/UnreadBadge';

// Forms
export { TextField, type TextFieldProps } from './forms/TextField';
export { PasswordField, type PasswordFieldProps } from './forms/PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './forms/SelectField';
export { FileField, type FileFieldProps } from './forms/FileField';
export { TextAreaField, type TextAreaFieldProps } from './forms/TextAreaField';
export { FormError } from './forms/FormError';
export {
  RwandaPlaceFields,
  type PlaceValues,
  type RwandaPlaceFieldsProps,
} from './forms/RwandaPlaceFields';

// Layout and feedback
export { DashboardLayout, type DashboardLayoutProps, type NavItem } from './layout/DashboardLayout';
export { roleFrame, type RoleFrameConfig, type RoleFrameProps } from './layout/roleFrame';
export { PageHeading, type PageHeadingProps } from './layout/PageHeading';
export { PageFrameSkeleton, type PageFrameSkeletonProps } from './layout/PageFrameSkeleton';
export { activeNavIndex } from './layout/activeNavIndex';
export { useDocumentTitle, documentTitle } from './layout/useDocumentTitle';
export {
  EmptyState,
  ErrorState,
  LoadingState,
  type EmptyStateProps,
  type ErrorStateProps,
} from './feedback/states';
export { CaseNotFound, type CaseNotFoundProps } from './feedback/CaseNotFound';
export { toast } from 'react-hot-toast';
export { ErrorToastsEndWithPage } from './feedback/ErrorToastsEndWithPage';
