import { Fragment } from 'react'
import type { Branch } from '../web-api/index.ts'

/** The address lines in the country's address template, as the API formats them. */
export function BranchAddress({ branch }: { branch: Pick<Branch, 'formattedAddress'> }) {
  return (
    <address>
      {branch.formattedAddress.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: address lines have no identity but their place (two can read the same)
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
