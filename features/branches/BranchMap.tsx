import { styled } from '@linaria/react'
import { color, radius, useTranslation } from '../../engine/sdk.ts'
import { MAP_SIZE, type BranchMapModel } from './branchMap.ts'

const Figure = styled.figure`
  margin: 0;
  svg {
    /* Map coordinates run left to right whatever the page's direction, so labels anchor as drawn. */
    direction: ltr;
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  .grid {
    stroke: ${color.border};
    stroke-width: 1;
  }
  .gridLabel {
    fill: ${color.textMuted};
    font-size: 11px;
  }
  .other {
    fill: ${color.textMuted};
  }
  .pin {
    fill: ${color.primary};
    stroke: ${color.text};
    stroke-width: 2;
  }
  .pinLabel {
    fill: ${color.text};
    font-size: 14px;
    font-weight: 700;
    paint-order: stroke;
    stroke: ${color.surface};
    stroke-width: 4px;
  }
  figcaption {
    margin-top: 0.25rem;
    font-size: 0.875rem;
    color: ${color.textMuted};
  }
`

/** "48.3538° N, 11.7861° E": coordinates as a visitor can type them into any map app. */
function coordinatesText({ lat, lon }: BranchMapModel['coordinates']): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`
}

/**
 * The branch's place among the market's branches, drawn at build time as inline SVG from their
 * coordinates (branchMap.ts): no map tiles and no third party, so nothing waits for consent.
 */
export function BranchMap({ map, name }: { map: BranchMapModel; name: string }) {
  const { t } = useTranslation()
  const { width, height } = MAP_SIZE
  const { branch } = map
  // The label goes left of the pin when the pin is in the right half, so it stays on the map.
  const labelLeft = branch.x > width / 2
  return (
    <Figure data-branch-map>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('branchPage.mapLabel', { name })}>
        {map.latitudes.map((line) => (
          <g key={`lat${line.degrees}`}>
            <line className="grid" x1={0} x2={width} y1={line.at} y2={line.at} />
            {line.at > 16 && <text className="gridLabel" x={4} y={line.at - 3}>{`${line.degrees}°`}</text>}
          </g>
        ))}
        {map.longitudes.map((line) => (
          <g key={`lon${line.degrees}`}>
            <line className="grid" x1={line.at} x2={line.at} y1={0} y2={height} />
            {line.at < width - 32 && <text className="gridLabel" x={line.at + 3} y={height - 4}>{`${line.degrees}°`}</text>}
          </g>
        ))}
        {map.others.map((other) => (
          <circle key={other.id} className="other" cx={other.x} cy={other.y} r={5} />
        ))}
        <circle className="pin" cx={branch.x} cy={branch.y} r={9} />
        <text className="pinLabel" x={labelLeft ? branch.x - 14 : branch.x + 14} y={branch.y + 5} textAnchor={labelLeft ? 'end' : 'start'}>
          {name}
        </text>
      </svg>
      <figcaption>{t('branchPage.mapCaption', { coordinates: coordinatesText(map.coordinates) })}</figcaption>
    </Figure>
  )
}
