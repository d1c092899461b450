import type { ReactNode } from 'react';
import styled from 'styled-components';
import '../i18n/pages/catalogue';
import { PublicLayout } from './PublicLayout';

const Wrap = styled.div`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)} ${theme.space(12)}`};
`;

const Card = styled.div<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '760px' : '440px')};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.muted};
`;

export const FormLinks = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** The frame of the visitor forms: navigation, a titled card, no footer (short pages). */
export function AuthCard({
  accountMenu,
  title,
  lead,
  wide = false,
  children,
}: {
  accountMenu?: ReactNode;
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <PublicLayout accountMenu={accountMenu} footer={false}>
      <Wrap>
        <Card $wide={wide}>
          <Title>{title}</Title>
          {lead ? <Lead>{lead}</Lead> : null}
          {children}
        </Card>
      </Wrap>
    </PublicLayout>
  );
}
