import styled from 'styled-components';
import { isPendingStatus } from 'shared-api';

const Text = styled.span<{ $pending: boolean }>`
  font-weight: 600;
  color: ${({ theme, $pending }) => ($pending ? theme.colors.danger : theme.colors.success)};
`;

/** A case status: red when it is exactly 'pending', green otherwise (spec §2). */
export function StatusText({ status }: { status: string | null | undefined }) {
  return <Text $pending={isPendingStatus(status)}>{status ?? ''}</Text>;
}
