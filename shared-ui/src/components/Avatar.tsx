import styled from 'styled-components';
import { toInitials } from 'shared-contract';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  letter-spacing: 0.02em;
  user-select: none;
`;

export interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  /** Ready-made initials; otherwise they come from the names (last-name initial first). */
  initials?: string;
  size?: number;
  /** Accessible name; without one the avatar is decoration (e.g. inside a labelled button). */
  label?: string;
  className?: string;
}

export function Avatar({
  firstName,
  lastName,
  initials,
  size = 40,
  label,
  className,
}: AvatarProps) {
  const text = initials ?? toInitials(firstName, lastName);
  return label ? (
    <Circle $size={size} role="img" aria-label={label} className={className}>
      <span aria-hidden="true">{text}</span>
    </Circle>
  ) : (
    <Circle $size={size} aria-hidden="true" className={className}>
      {text}
    </Circle>
  );
}
