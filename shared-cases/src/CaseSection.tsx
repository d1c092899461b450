import styled from 'styled-components';

/** One titled part of a case view (documents, timeline, the lawyer's tools): its h3 and content. */
export const CaseSection = styled.section`
  display: grid;
  /* As wide as its frame, however long a file's name: the texts wrap inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
