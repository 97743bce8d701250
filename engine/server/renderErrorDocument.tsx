import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { ErrorView } from '../views/ErrorView.tsx'
import { formatProblem } from '../shared/problem.ts'
import { DocumentsInvalid } from './siteState.ts'
import { LAST_FALLBACK_LOCALE, createI18n, type Bundle } from '../shared/i18n/createI18n.ts'
import { readFileSync } from 'node:fs'
import { fromRepo } from '../node/repoRoot.ts'

/**
 * The 404 and 500 pages. In development, documents that fail validation show their problems here
 * (and in the terminal), and the page comes back once the file is fixed.
 */
export function renderErrorDocument(status: 404 | 500, error: unknown) {
  const bundle = JSON.parse(readFileSync(fromRepo(`locales/${LAST_FALLBACK_LOCALE}/translations.json`), 'utf8')) as Bundle
  const i18n = createI18n(LAST_FALLBACK_LOCALE, { [LAST_FALLBACK_LOCALE]: bundle })
  const problems = import.meta.env.DEV && error instanceof DocumentsInvalid ? error.problems.map(formatProblem) : []
  const key = status === 404 ? 'errors.notFound' : 'errors.serverError'
  const body = renderToString(<ErrorView status={status} heading={i18n.t(`${key}.heading`)} text={i18n.t(`${key}.text`)} homeLabel={i18n.t('errors.notFound.home')} problems={problems} />)
  return escapeInject`<!DOCTYPE html>
<html lang="en-US" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${i18n.t(`${key}.title`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`
}
