/** The studio reads and writes documents and bundles only: any other path (schemas, code, "..") is refused. */
import { join } from 'node:path'
import { isValidatedFile } from '../../engine/model/documentKinds.ts'
import { BadRequest } from './badRequest.ts'

export function studioFilePath(root: string, file: unknown): string {
  if (typeof file !== 'string' || file === '') throw new BadRequest('file is missing: name a document such as pages/airport-promotion.json')
  if (
    file.includes('\\') ||
    file.split('/').some((segment) => segment === '..' || segment === '.' || segment === '') ||
    !isValidatedFile(file)
  )
    throw new BadRequest(
      `${file} is not a document the studio edits: only site.json, markets/, pages/, layouts/, navigation/, footers/, domains/ and locales/<locale>/translations.json`,
    )
  return join(root, file)
}
