/**
 * Address lines per country with placeholders {street} {houseNumber} {postalCode} {city} {region}
 * (SPEC §7 /v1/config/addresstemplates). Countries not listed write street and number, then postal code and city.
 */
export const DEFAULT_ADDRESS_TEMPLATE = ['{street} {houseNumber}', '{postalCode} {city}']

export const ADDRESS_TEMPLATES: Record<string, string[]> = {
  GB: ['{houseNumber} {street}', '{city}', '{postalCode}'],
  IE: ['{houseNumber} {street}', '{city}', '{postalCode}'],
  MT: ['{houseNumber} {street}', '{city} {postalCode}'],
  US: ['{houseNumber} {street}', '{city}, {region} {postalCode}'],
  CA: ['{houseNumber} {street}', '{city} {region} {postalCode}'],
  AU: ['{houseNumber} {street}', '{city} {region} {postalCode}'],
  NZ: ['{houseNumber} {street}', '{city} {postalCode}'],
  SG: ['{houseNumber} {street}', '{city} {postalCode}'],
  FR: ['{houseNumber} {street}', '{postalCode} {city}'],
  GP: ['{houseNumber} {street}', '{postalCode} {city}'],
  MA: ['{houseNumber} {street}', '{postalCode} {city}'],
  IT: ['{street} {houseNumber}', '{postalCode} {city} {region}'],
  BR: ['{street}, {houseNumber}', '{city} - {region}', '{postalCode}'],
  MX: ['{street} {houseNumber}', '{postalCode} {city}, {region}'],
  AR: ['{street} {houseNumber}', '{postalCode} {city}'],
  AE: ['{street} {houseNumber}', '{city}'],
  SA: ['{houseNumber} {street}', '{city} {postalCode}'],
  EG: ['{houseNumber} {street}', '{city} {postalCode}'],
  LV: ['{street} {houseNumber}', '{city}, {postalCode}'],
}

export function addressTemplateOf(country: string): string[] {
  return ADDRESS_TEMPLATES[country] ?? DEFAULT_ADDRESS_TEMPLATE
}
