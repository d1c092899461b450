import styled from 'styled-components';

/** An error of the whole form (a server answer), above the fields' own errors. */
export const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fef3f2;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
