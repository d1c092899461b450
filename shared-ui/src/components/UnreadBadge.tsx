import { useT } from 'shared-i18n';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
`;

/** A red count of unread messages, read out as "N unread"; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <Badge data-testid="unread-badge">
      {count > 99 ? '99+' : count}
      <VisuallyHidden>{t('ui.unread.suffix')}</VisuallyHidden>
    </Badge>
  );
}
