import { describe, expect, it } from 'vitest'
import { directionsUrl } from './directionsUrl.ts'

describe('directionsUrl', () => {
  it("is a Google Maps directions URL to the branch's coordinates, which every device opens", () => {
    const url = new URL(directionsUrl({ coordinates: { lat: 48.1374, lon: 11.5655 } }))
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('destination')).toBe('48.1374,11.5655')
    expect(url.searchParams.has('origin')).toBe(false)
  })

  it('keeps the sign of western and southern coordinates', () => {
    expect(new URL(directionsUrl({ coordinates: { lat: -33.9399, lon: -118.4085 } })).searchParams.get('destination')).toBe(
      '-33.9399,-118.4085',
    )
  })
})
