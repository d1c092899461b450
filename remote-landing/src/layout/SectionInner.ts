import styled from 'styled-components';

/** A visitor section's content column: at most 1120 px, centred, the page's side padding. */
export const SectionInner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;
