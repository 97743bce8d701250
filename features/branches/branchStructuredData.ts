import type { Branch } from '../web-api/index.ts'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/**
 * schema.org AutoRental for a branch page (https://schema.org/AutoRental): what search engines show for a local
 * business, from the same branch data the page shows: address, position, opening hours per weekday, phone.
 * `supportPhone` is the market's line, the number the page shows for a branch without its own.
 */
export function branchStructuredData(branch: Branch, page: { brandName: string; supportPhone?: string }) {
  const telephone = branch.phone?.dial ?? page.supportPhone
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    name: `${page.brandName} ${branch.name}`,
    ...(telephone && { telephone }),
    ...(branch.iataCode && { iataCode: branch.iataCode }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${branch.address.street} ${branch.address.houseNumber}`.trim(),
      postalCode: branch.address.postalCode,
      addressLocality: branch.address.city,
      ...(branch.address.region && { addressRegion: branch.address.region }),
      addressCountry: branch.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.coordinates.lat, longitude: branch.coordinates.lon },
    openingHoursSpecification: branch.openingHours.weekdays.flatMap((intervals, day) =>
      intervals.map((interval) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS[day],
        opens: interval.open,
        closes: interval.close,
      })),
    ),
  }
}
