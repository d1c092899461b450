// shared-ui: what a visitor's page runs on (the shell bundles it in its main.js, eager). The
// signed-in pages' part (cases, dialogs, lists, the dashboard frame…) is shared-ui/dashboard
// (./dashboard.ts), a federation singleton of its own that a visitor's page never loads.
// Everything the shell and the remotes may use of shared-ui is in these two; nothing else is public.
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
export { BreakableText } from './components/BreakableText';
export { Card, CardGrid } from './components/Card';
export { UnreadBadge } from './components/UnreadBadge';
export { ToneBadge, type BadgeTone } from './components/ToneBadge';

// Forms
export { TextField, type TextFieldProps } from './forms/TextField';
export { PasswordField, type PasswordFieldProps } from './forms/PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './forms/SelectField';
export { FormError } from './forms/FormError';
export {
  RwandaPlaceFields,
  type PlaceValues,
  type RwandaPlaceFieldsProps,
} from './forms/RwandaPlaceFields';

// Layout and feedback
export {
  PageBodySkeleton,
  PageFrameSkeleton,
  type PageFrameSkeletonProps,
} from './layout/PageFrameSkeleton';
export { useDocumentTitle, documentTitle } from './layout/useDocumentTitle';
export { toast } from 'react-hot-toast';
export { ErrorToastsEndWithPage } from './feedback/ErrorToastsEndWithPage';

// For shared-ui/dashboard's modules only (its fields and its frame take them by the package's
// name, so there is one copy of each: the one a visitor's page already has).
export { FieldFrame, controlStyle, useField, type FieldFrameProps } from './forms/Field';
export { FrameMain, sideColumn, tablet, topBar } from './layout/frameParts';
