import styled from 'styled-components';

/** One titled part of a case view (documents, timeline, the lawyer's tools): its h3 and content. */
export const CaseSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
