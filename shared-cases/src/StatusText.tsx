import styled from 'styled-components';
import { isPendingStatus } from 'shared-contract';
import { useCaseWords } from './caseWords';

const Text = styled.span<{ $pending: boolean }>`
  font-weight: 600;
  color: ${({ theme, $pending }) => ($pending ? theme.colors.danger : theme.colors.success)};
`;

/**
 * A case status: red when it is exactly 'pending', green otherwise; its word in the
 * page's language when it is a known one (caseWords), else as typed; English as stored.
 */
export function StatusText({ status }: { status: string | null | undefined }) {
  const words = useCaseWords();
  return <Text $pending={isPendingStatus(status)}>{words.status(status)}</Text>;
}
