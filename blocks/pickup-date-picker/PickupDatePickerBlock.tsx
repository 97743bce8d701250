import { styled } from '@linaria/react'
import { Container, mediaUp, space, useTranslation } from '../../engine/sdk.ts'
import { PickupDatePicker } from '../../features/booking-search/index.ts'
import type { PickupDatePickerProps } from './props.gen.ts'

const Grid = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  padding: ${space.lg} 0;
  ${mediaUp('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  h2 {
    grid-column: 1 / -1;
    margin: 0;
  }
`

/** The date picker as a block of its own (the booking container embeds PickupDatePicker directly). */
export function PickupDatePickerBlock({ heading }: PickupDatePickerProps) {
  const { t } = useTranslation()
  return (
    <Container>
      <Grid>
        {heading && <h2>{t(heading)}</h2>}
        <PickupDatePicker />
      </Grid>
    </Container>
  )
}
