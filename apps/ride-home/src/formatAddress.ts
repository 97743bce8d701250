import type { Address, AddressTemplate } from '../../../features/web-api/index.ts'

const PLACEHOLDER = /\{(street|houseNumber|postalCode|city|region)\}/g

/**
 * An address as its country writes it (GET /v1/config/addresstemplates): each template line with its
 * placeholders filled, spaces and commas left by an empty part tidied, empty lines dropped.
 */
export function formatAddress(address: Address, template: AddressTemplate['lines'] | undefined, fallback: string[]): string[] {
  if (!template?.length) return fallback
  return template
    .map((line) =>
      line
        .replace(PLACEHOLDER, (_, field: keyof Address) => String(address[field] ?? ''))
        .replace(/\s+/g, ' ')
        .replace(/\s+,/g, ',')
        .replace(/^[\s,-]+|[\s,-]+$/g, ''),
    )
    .filter((line) => line !== '')
}
