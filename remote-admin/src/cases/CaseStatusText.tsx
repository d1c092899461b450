import styled from 'styled-components';
import { isPendingStatus } from 'shared-api';
import { useT } from 'shared-i18n';
import { statusName } from './storedWords';

const Text = styled.span<{ $pending: boolean }>`
  font-weight: 600;
  color: ${({ theme, $pending }) => ($pending ? theme.colors.danger : theme.colors.success)};
`;

/**
 * A stored status as the admin's table and view show it: red when it is exactly 'pending', green
 * otherwise (spec §2, as shared-ui's StatusText), its word in the page's language when it is a
 * known one (storedWords), else as typed.
 */
export function CaseStatusText({ status }: { status: string | null | undefined }) {
  const t = useT();
  return <Text $pending={isPendingStatus(status)}>{statusName(t, status)}</Text>;
}
