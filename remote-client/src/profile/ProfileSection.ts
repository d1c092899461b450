import styled from 'styled-components';
import { Card } from 'shared-ui';

/**
 * One section of the profile page below the form (language, notifications, sessions): a card as
 * wide as the form, spaced from the one above, its heading and its muted hint (a paragraph right
 * in the section: the paragraphs of what it holds, such as an error state, keep their own look).
 */
export const ProfileSection = styled(Card).attrs({ as: 'section' })`
  max-width: 640px;
  margin-top: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
