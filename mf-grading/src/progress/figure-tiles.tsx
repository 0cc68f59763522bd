import styled from 'styled-components';

export interface Tile {
  label: string;
  value: string;
  /** How the figure is taken, under it in small print. */
  hint?: string;
}

const StyledTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0 0 20px;
  /* Two to a row on a 375 px phone: the labels wrap, the figures never do. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 4px;
    padding: 14px 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; font-weight: 600; }
  dd { margin: 0; font-size: 1.6rem; font-weight: 700; white-space: nowrap; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.78rem; font-weight: 400; }
`;

/**
 * Headline figures as a description list: a screen reader reads each label with its value. The
 * value is drawn above its label (column-reverse) while the markup keeps the label first.
 */
export function FigureTiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <StyledTiles aria-label={label}>
      {tiles.map((tile) => (
        <div key={tile.label}>
          <dt>
            {tile.label}
            {tile.hint && <small>{tile.hint}</small>}
          </dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </StyledTiles>
  );
}
